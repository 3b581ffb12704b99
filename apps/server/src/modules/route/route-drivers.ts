import type { RouteDriver } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { holderAt } from '../identifiers/identifier-holders';
import { listDriverNames, listIdentifierHistory } from '../drivers/drivers.repository';
import { codeKey, driverDisplayName } from '@namiar/domain';

/** Names identifier codes at moments: the holder then (identifier-holders.ts), else null. */
export type DriverNamer = (code: string, time: number) => string | null;

/** Reads the identifier history of `codes` once and answers `DriverNamer` calls from it. */
export async function driverNamer(db: Kysely<DB>, customerId: number, codes: Iterable<string>): Promise<DriverNamer> {
  const wanted = new Set<string>();
  for (const c of codes) {
    const t = c.trim();
    if (!t) continue;
    wanted.add(t);
    wanted.add(codeKey(t));
    wanted.add(t.toLowerCase());
  }
  const history = await listIdentifierHistory(db, customerId, [...wanted]);
  const byCode = new Map<string, typeof history>();
  for (const h of history) {
    const k = codeKey(h.code);
    const rows = byCode.get(k);
    if (rows) rows.push(h);
    else byCode.set(k, [h]);
  }
  return (code, time) => {
    const rows = byCode.get(codeKey(code));
    const row = rows ? holderAt(rows, time) : null;
    return row ? driverDisplayName(row.first_name, row.last_name) : null;
  };
}

/** Names of drivers stored on events (driver_id). */
export async function driverNamesById(db: Kysely<DB>, customerId: number, ids: number[]) {
  const rows = await listDriverNames(db, customerId, [...new Set(ids)]);
  return new Map(rows.map((d) => [d.id, driverDisplayName(d.first_name, d.last_name)]));
}

/** Every identifier seen in d1/d2, first appearance first, named at that moment (else the code). */
export function routeDrivers(
  time: ArrayLike<number>,
  d1: readonly (string | null)[],
  d2: readonly (string | null)[],
  name: DriverNamer,
): RouteDriver[] {
  const seen = new Map<string, RouteDriver>();
  const see = (code: string | null, t: number) => {
    if (code && !seen.has(code)) seen.set(code, { id: code, name: name(code, t) ?? code });
  };
  for (let i = 0; i < time.length; i++) {
    see(d1[i], time[i]);
    see(d2[i], time[i]);
  }
  return [...seen.values()];
}
