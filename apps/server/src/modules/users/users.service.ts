import {
  ALARM_EVENT_TYPES,
  NEW_USER_PERMISSIONS,
  USERS_MSG,
  USER_MODULE_GROUPS,
  USER_STATUS,
  USER_STATUSES,
  USER_TYPES,
  DEFAULT_USER_TYPE,
  permissionsFromSelections,
  selectionsFromPermissions,
  type UserDetailsAnswer,
  type UserListRow,
  type UserRecord,
  type UserSaveBody,
} from '@namiar/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError } from '../../http/errors';
import { md5 } from '../../security/secretbox';
import { parsePermissionList } from '../auth/auth.service';
import { changeRecord } from '../records/record-save';
import type { AuditChange } from '../records/record-audit.repository';
import * as repo from './users.repository';
import { ALL_VEHICLES_TEXT } from './users.grid';
import { userRightsRefusal, type UserRightsState } from './users-rules';
import { ALL_ALARM_TYPES, alarmTypesToWrite } from './user-alarm-types';

/** A refusal of a save or delete: field messages next to the editor's fields, or the alert alone. */
function refuse(field: string | null, message: string): never {
  throw new AnswerError(200, { err: field ? { [field]: message, global: message } : { global: message } });
}

const textOf = (options: readonly { value: number; text: string }[], value: number) =>
  options.find((o) => o.value === value)?.text ?? '';

const rightsOf = (company: { id: number; status: string; permissions: string }[]): UserRightsState[] =>
  company.map((u) => ({
    id: u.id,
    active: u.status === 'active',
    permissions: new Set(parsePermissionList(u.permissions)),
  }));

const statusId = (status: string) => (status === 'active' ? USER_STATUS.active : USER_STATUS.inactive);

/** A unique-constraint failure on the company's logins (two saves of one login at once). */
function isLoginClash(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (err?.code === '23505') return err.constraint === 'users_customer_login_key';
  return err?.code === 'SQLITE_CONSTRAINT_UNIQUE' && /users\.login_key/.test(err.message ?? '');
}

/**
 * The user records of spec 3 §2.10 / §7 Users. Permissions are stored as ids (read per request
 * by the session, auth.service resolve(): a change applies to the user's next call) and edited
 * as work-module groups (packages/domain user-modules.ts). Passwords are stored only as the
 * sign-in scheme's encrypted verifier and never reach an answer or the audit.
 */
export function createUsersService(ctx: AppContext) {
  const { db, box, now } = ctx;

  async function list(user: SessionUser): Promise<UserListRow[]> {
    const rows = await repo.listUsers(db, user.customerId);
    return rows.map((r) => ({
      uid: r.id,
      login: r.login,
      name: r.first_name,
      surname: r.last_name,
      user_type: textOf(USER_TYPES, r.user_type_id),
      user_status: textOf(USER_STATUSES, statusId(r.status)),
      email: r.email ?? '',
      phone_no: r.phone_no ?? '',
      vehicles: r.vehicles_restricted ? String(Number(r.vehicle_count ?? 0)) : ALL_VEHICLES_TEXT,
    }));
  }

  /** The record as the editor sees it (and as the audit keeps it). */
  async function recordOf(d: typeof db | Transaction<DB>, customerId: number, row: repo.UserRow): Promise<UserRecord> {
    const [vehicles, drivers, eventTypes] = await Promise.all([
      row.vehicles_restricted ? repo.userVehicleIds(d, customerId, row.id) : Promise.resolve([]),
      row.drivers_restricted ? repo.userDriverIds(d, customerId, row.id) : Promise.resolve([]),
      row.alarms_restricted ? repo.userEventTypes(d, customerId, row.id) : Promise.resolve([...ALL_ALARM_TYPES]),
    ]);
    return {
      uid: row.id,
      login: row.login,
      user_status_id: statusId(row.status),
      user_type_id: row.user_type_id,
      name: row.first_name,
      surname: row.last_name,
      phone_no: row.phone_no ?? '',
      email: row.email ?? '',
      www_login: row.www_login ?? '',
      vehicles_all: !row.vehicles_restricted,
      drivers_all: !row.drivers_restricted,
      vehicles,
      drivers,
      event_types: eventTypes,
      ...selectionsFromPermissions(parsePermissionList(row.permissions)),
    };
  }

  function newRecord(): UserRecord {
    return {
      uid: 0,
      login: '',
      user_status_id: USER_STATUS.active,
      user_type_id: DEFAULT_USER_TYPE,
      name: '',
      surname: '',
      phone_no: '',
      email: '',
      www_login: '',
      vehicles_all: true,
      drivers_all: true,
      vehicles: [],
      drivers: [],
      event_types: [...ALL_ALARM_TYPES],
      ...selectionsFromPermissions(NEW_USER_PERMISSIONS),
    };
  }

  /** The editor's data (uid 0: a new user); null for an id that is not a user of this company. */
  async function details(user: SessionUser, uid: number): Promise<UserDetailsAnswer | null> {
    let record = newRecord();
    if (uid > 0) {
      const row = await repo.findUser(db, user.customerId, uid);
      if (!row) return null;
      record = await recordOf(db, user.customerId, row);
    }
    const [vehicles, drivers] = await Promise.all([
      repo.companyVehicles(db, user.customerId),
      repo.companyDrivers(db, user.customerId),
    ]);
    return {
      user: record,
      user_statuses: [...USER_STATUSES],
      user_types: [...USER_TYPES],
      drivers: drivers.map((d) => ({ driver_id: d.id, name: `${d.first_name} ${d.last_name}`.trim() })),
      vehicles: vehicles.map((v) => ({ vehicle_id: v.id, regno: v.regno })),
      event_types: ALARM_EVENT_TYPES.map((e) => ({ event_type_id: e.eid, name: e.name })),
      others: USER_MODULE_GROUPS.flatMap((g) => g.options.map((o) => ({ id: o.id, name: o.key }))),
    };
  }

  /**
   * Checks what only the database knows (ids, logins, the right to edit users) and writes.
   * `eventTypesSent` false: the body had no alarm list (not the editor): see alarmTypesToWrite.
   */
  async function write(
    trx: Transaction<DB>,
    actor: SessionUser,
    f: UserSaveBody,
    eventTypesSent: boolean,
  ): Promise<{ result: number; changes: AuditChange[] }> {
    const cid = actor.customerId;
    const company = await repo.lockCompanyUserRights(trx, cid, ctx.dialect);
    const beforeRow = f.uid > 0 ? await repo.findUser(trx, cid, f.uid) : undefined;
    if (f.uid > 0 && !beforeRow) refuse(null, USERS_MSG.userNotFound);

    const { permissions, misplaced } = permissionsFromSelections(f);
    if (misplaced.length > 0) refuse(misplaced[0].field, USERS_MSG.moduleMisplaced);
    const loginKey = f.login.toLowerCase();
    const holder = await repo.findUserByLogin(trx, cid, loginKey);
    if (holder && holder.id !== f.uid) refuse('login', USERS_MSG.loginTaken);
    if (!f.vehicles_all) {
      const own = await repo.ownVehicleIds(trx, cid, f.vehicles);
      if (f.vehicles.some((id) => !own.has(id))) refuse('vehicles', USERS_MSG.vehiclesForeign);
    }
    if (!f.drivers_all) {
      const own = await repo.ownDriverIds(trx, cid, f.drivers);
      if (f.drivers.some((id) => !own.has(id))) refuse('drivers', USERS_MSG.driversForeign);
    }
    const active = f.user_status_id === USER_STATUS.active;
    const refusal = userRightsRefusal(
      actor.userId,
      { kind: 'save', userId: f.uid, active, permissions: new Set(permissions) },
      rightsOf(company),
    );
    if (refusal) refuse(refusal.field, refusal.message);

    const alarms = alarmTypesToWrite(eventTypesSent ? f.event_types : null, !beforeRow);
    const t = now();
    const passwordChanged = f.password !== '';
    const wwwPasswordChanged = f.www_password !== '';
    const row: repo.UserWrite = {
      login: f.login,
      login_key: loginKey,
      first_name: f.name,
      last_name: f.surname,
      full_name: `${f.name} ${f.surname}`.trim(),
      phone_no: f.phone_no || null,
      email: f.email || null,
      status: active ? 'active' : 'inactive',
      user_type_id: f.user_type_id,
      permissions: permissions.join(','),
      vehicles_restricted: f.vehicles_all ? 0 : 1,
      drivers_restricted: f.drivers_all ? 0 : 1,
      ...(alarms ? { alarms_restricted: alarms.restricted ? 1 : 0 } : {}),
      www_login: f.www_login || null,
      updated_at: t,
      ...(passwordChanged ? { verifier: box.seal(md5(f.password)) } : {}),
      // A web login taken away takes its password with it.
      ...(wwwPasswordChanged
        ? { www_verifier: box.seal(md5(f.www_password)) }
        : f.www_login
          ? {}
          : { www_verifier: null }),
    };
    const uid = beforeRow
      ? (await repo.updateUser(trx, cid, beforeRow.id, row), beforeRow.id)
      : await repo.insertUser(trx, cid, { ...row, verifier: row.verifier!, created_at: t });
    await repo.replaceUserList(trx, 'user_vehicles', cid, uid, f.vehicles_all ? [] : f.vehicles);
    await repo.replaceUserList(trx, 'user_drivers', cid, uid, f.drivers_all ? [] : f.drivers);
    if (alarms) await repo.replaceUserList(trx, 'user_event_types', cid, uid, alarms.types);

    // A new password signs the user out everywhere but here; a switched-off user is signed out.
    if (beforeRow && !active) await repo.deleteUserSessions(trx, cid, uid);
    else if (beforeRow && passwordChanged)
      await repo.deleteUserSessions(trx, cid, uid, uid === actor.userId ? actor.sessionId : undefined);

    const before = beforeRow ? await recordOf(trx, cid, beforeRow) : null;
    const after = await recordOf(trx, cid, (await repo.findUser(trx, cid, uid))!);
    const secrets = {
      ...(passwordChanged ? { password_changed: true } : {}),
      ...(wwwPasswordChanged ? { www_password_changed: true } : {}),
    };
    const unchanged =
      before && JSON.stringify(before) === JSON.stringify(after) && !passwordChanged && !wwwPasswordChanged;
    const changes: AuditChange[] = unchanged
      ? []
      : [
          {
            entity: 'user',
            recordId: uid,
            action: before ? 'update' : 'create',
            before,
            after: { ...after, ...secrets },
          },
        ];
    return { result: uid, changes };
  }

  async function save(actor: SessionUser, f: UserSaveBody, eventTypesSent = true): Promise<number> {
    try {
      return await changeRecord(ctx, actor, (trx) => write(trx, actor, f, eventTypesSent));
    } catch (e) {
      if (isLoginClash(e)) refuse('login', USERS_MSG.loginTaken);
      throw e;
    }
  }

  /** Deletes a user of this company; his sessions end with him. */
  async function remove(actor: SessionUser, uid: number): Promise<void> {
    await changeRecord(ctx, actor, async (trx) => {
      const cid = actor.customerId;
      const company = await repo.lockCompanyUserRights(trx, cid, ctx.dialect);
      const row = await repo.findUser(trx, cid, uid);
      if (!row) refuse(null, USERS_MSG.userNotFound);
      const refusal = userRightsRefusal(actor.userId, { kind: 'delete', userId: uid }, rightsOf(company));
      if (refusal) refuse(refusal.field, refusal.message);
      const before = await recordOf(trx, cid, row);
      await repo.deleteUser(trx, cid, uid);
      return { result: undefined, changes: [{ entity: 'user', recordId: uid, action: 'delete', before, after: null }] };
    });
  }

  return { list, details, save, remove };
}

export type UsersService = ReturnType<typeof createUsersService>;
