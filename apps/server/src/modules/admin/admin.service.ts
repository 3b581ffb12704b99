import {
  ALL_PERMISSIONS,
  P,
  DEFAULT_TIME_ZONE,
  isDeviceId,
  isDeviceProtocol,
  isValidTimeZone,
  parseDateTime,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
  type DeviceProtocol,
  type PasswordProblem,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { md5 } from '../../security/secretbox';
import * as repo from './admin.repository';
import { listAudit } from '../records/record-audit.repository';
import { auditLine } from '../records/audit-line';

/** A refusal with a message fit for the command line or an administrator's screen. */
export class AdminError extends Error {}

/** The user editor's password rule (passwordProblem), in the command line's words. */
const PASSWORD_RULE: Record<PasswordProblem, string> = {
  short: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  common:
    'The password is too common or too easy to guess (a word people pick, a keyboard run, digits only): choose another.',
  personal: 'The password may not be the login or the client name.',
};

function checkPassword(password: string, names: readonly string[]) {
  const problem = passwordProblem(password, names);
  if (problem) throw new AdminError(PASSWORD_RULE[problem]);
}

const CLIENT_RE = /^[a-z0-9][a-z0-9_.-]{1,63}$/;
const LOGIN_RE = /^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$/;
/** Why an identifier was refused, by protocol (the rule itself: packages/domain device-id.ts). */
const DEVICE_ID_RULE: Record<DeviceProtocol, (id: string) => string> = {
  teltonika: (id) =>
    `Invalid IMEI '${id}': a Teltonika device logs in with its IMEI, 8–15 digits. ` +
    `For a phone with Traccar Client or OsmAnd use --protocol osmand (4–64 letters, digits, '.', '_' or '-').`,
  osmand: (id) =>
    `Invalid phone identifier '${id}': use 4–64 letters, digits, '.', '_' or '-', exactly as typed into Traccar Client or OsmAnd.`,
};

export function parseProtocolArg(arg: string | undefined): DeviceProtocol {
  const p = (arg ?? 'teltonika').trim().toLowerCase();
  if (!isDeviceProtocol(p)) throw new AdminError(`Unknown protocol '${arg}': use teltonika or osmand.`);
  return p;
}

export function parsePermissionsArg(arg: string): number[] {
  if (arg.trim().toLowerCase() === 'all') return [...ALL_PERMISSIONS];
  const ids = arg
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = ids.filter((s) => !/^\d+$/.test(s) || !ALL_PERMISSIONS.includes(Number(s)));
  if (ids.length === 0 || bad.length > 0) {
    throw new AdminError(
      `Unknown permission id(s): ${bad.join(', ') || '(none given)'}. Use 'all' or ids from: ${ALL_PERMISSIONS.join(',')}`,
    );
  }
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

/** Company, user and vehicle administration used by the CLI and the demo seed. */
export function createAdminService(ctx: AppContext) {
  const { db, box, now } = ctx;

  async function customerOrFail(clogin: string) {
    const c = await repo.findCustomer(db, clogin.trim().toLowerCase());
    if (!c)
      throw new AdminError(`Unknown client '${clogin}'. Create it first: npm run cli -- create-customer ${clogin}`);
    return c;
  }

  async function createCustomer(clogin: string, opts: { name?: string; timeZone?: string } = {}) {
    const key = clogin.trim().toLowerCase();
    if (!CLIENT_RE.test(key)) {
      throw new AdminError(
        `Invalid client name '${clogin}': use 2–64 letters, digits, '.', '_' or '-', starting with a letter or digit.`,
      );
    }
    const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
    if (!isValidTimeZone(timeZone)) throw new AdminError(`Unknown time zone '${timeZone}' (use e.g. Europe/Warsaw).`);
    if (await repo.findCustomer(db, key)) throw new AdminError(`Client '${key}' already exists.`);
    const id = await repo.insertCustomer(db, {
      clogin: key,
      name: opts.name?.trim() || key,
      time_zone: timeZone,
      created_at: now(),
    });
    return { id, clogin: key, timeZone };
  }

  async function createUser(
    clogin: string,
    login: string,
    password: string,
    opts: { permissions?: number[]; fullName?: string; vehicleIds?: number[] } = {},
  ) {
    const customer = await customerOrFail(clogin);
    if (!LOGIN_RE.test(login)) {
      throw new AdminError(`Invalid login '${login}': use up to 64 letters, digits, '.', '_', '@' or '-'.`);
    }
    checkPassword(password, [login, customer.clogin]);
    const loginKey = login.toLowerCase();
    if (await repo.findUser(db, customer.id, loginKey)) {
      throw new AdminError(`User '${login}' already exists in client '${customer.clogin}'.`);
    }
    const permissions = [...new Set(opts.permissions ?? ALL_PERMISSIONS)].sort((a, b) => a - b);
    const t = now();
    const fullName = opts.fullName?.trim() || login;
    // The user editor's first and last name (migration 016): split at the first space.
    const [firstName, ...rest] = fullName.split(/\s+/);
    const id = await repo.insertUser(db, {
      customer_id: customer.id,
      login,
      login_key: loginKey,
      full_name: fullName,
      first_name: firstName.slice(0, 100),
      last_name: rest.join(' ').slice(0, 100),
      // The user editor's type (a label): 'Administrator' for those who may edit users.
      user_type_id: permissions.includes(P.users) ? 1 : 2,
      verifier: box.seal(md5(password)),
      permissions: permissions.join(','),
      vehicles_restricted: opts.vehicleIds ? 1 : 0,
      created_at: t,
      updated_at: t,
    });
    if (opts.vehicleIds) await repo.insertUserVehicles(db, customer.id, id, opts.vehicleIds);
    return { id, customerId: customer.id, login, permissions };
  }

  async function setPassword(clogin: string, login: string, password: string) {
    const customer = await customerOrFail(clogin);
    const user = await repo.findUser(db, customer.id, login.toLowerCase());
    if (!user) throw new AdminError(`Unknown user '${login}' in client '${customer.clogin}'.`);
    checkPassword(password, [login, customer.clogin]);
    await repo.updateUserVerifier(db, user.id, box.seal(md5(password)), now());
    await repo.deleteUserSessions(db, user.id);
    return { userId: user.id };
  }

  async function addVehicle(
    clogin: string,
    regno: string,
    imei: string,
    opts: { vehicleTypeId?: number; iconId?: number; iconColor?: string; protocol?: DeviceProtocol } = {},
  ) {
    const customer = await customerOrFail(clogin);
    const plate = regno.trim();
    if (plate.length < 1 || plate.length > 20)
      throw new AdminError('The registration number must have 1–20 characters.');
    const protocol = opts.protocol ?? 'teltonika';
    if (!isDeviceId(protocol, imei)) throw new AdminError(DEVICE_ID_RULE[protocol](imei));
    const taken = await repo.findVehicleByImei(db, imei);
    if (taken) throw new AdminError(`Device identifier ${imei} is already registered (vehicle ${taken.regno}).`);
    if (await repo.findVehicleByRegno(db, customer.id, plate)) {
      throw new AdminError(`Vehicle '${plate}' already exists in client '${customer.clogin}'.`);
    }
    const id = await repo.insertVehicle(db, {
      customer_id: customer.id,
      regno: plate,
      imei,
      vehicle_type_id: opts.vehicleTypeId ?? 0,
      icon_id: opts.iconId ?? 1,
      icon_color: opts.iconColor ?? '#1280e7',
      // The device protocol the vehicle is registered with (commands go only to Teltonika).
      protocol,
      created_at: now(),
    });
    return { id, customerId: customer.id, regno: plate, imei };
  }

  /**
   * The record changes of a company since a day ('YYYY-MM-DD' in its zone; default: the last
   * 7 days), one line each: time, login, action, record, and the fields that changed.
   */
  async function auditLines(clogin: string, since?: string): Promise<string[]> {
    const c = await customerOrFail(clogin);
    let from = now() - 7 * 86_400_000;
    if (since !== undefined) {
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(since) ? parseDateTime(`${since} 00:00:00`, c.time_zone) : null;
      if (parsed === null) throw new AdminError(`Invalid --since '${since}': use YYYY-MM-DD.`);
      from = parsed;
    }
    const rows = await listAudit(db, c.id, from);
    return rows.map((r) => auditLine(r, c.time_zone));
  }

  return {
    createCustomer,
    createUser,
    setPassword,
    addVehicle,
    auditLines,
    countCustomers: () => repo.countCustomers(db),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
