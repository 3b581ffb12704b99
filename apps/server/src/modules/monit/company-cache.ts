import { codeKey, driverDisplayName } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { holderAt, type Assignment } from '../identifiers/identifier-holders';
import { listCompanyAreas, type MapArea } from '../poi/poi-areas';
import type { InspectionRecord } from './inspection-level';
import * as repo from './monit.repository';

/**
 * What `/monit` needs of a company besides live states: its vehicles, who holds which driver
 * identifier, open inspections by vehicle, own points and bases. These change rarely, so they
 * are kept in memory per company and read again only when the company's change counter of
 * that topic moved (monitor_revisions, kept by database triggers on every write, whichever
 * node made it). A poll then costs one tiny query instead of four big ones.
 */
export type MonitVehicleRow = Awaited<ReturnType<typeof repo.listMonitVehicles>>[number];

/** An active assignment of an identifier, with its holder's name. */
export interface HeldIdentifier extends Assignment {
  name: string | null;
}

export interface CompanySnapshot {
  vehicles: MonitVehicleRow[];
  /** Identifier code (upper-case) → its active assignments (who held it when). */
  drivers: Map<string, HeldIdentifier[]>;
  inspections: Map<number, InspectionRecord[]>;
  areas: MapArea[];
}

interface Held<T> {
  rev: number;
  value: T;
}

export function createCompanyCache(ctx: AppContext) {
  const companies = new Map<
    number,
    {
      vehicles?: Held<MonitVehicleRow[]>;
      drivers?: Held<Map<string, HeldIdentifier[]>>;
      inspections?: Held<Map<number, InspectionRecord[]>>;
      areas?: Held<MapArea[]>;
    }
  >();

  async function load(customerId: number, topic: 'vehicles' | 'drivers' | 'inspections' | 'areas') {
    switch (topic) {
      case 'vehicles':
        return repo.listMonitVehicles(ctx.db, customerId);
      case 'drivers': {
        const map = new Map<string, HeldIdentifier[]>();
        for (const i of await repo.listActiveIdentifiers(ctx.db, customerId)) {
          const held: HeldIdentifier = {
            id: i.id,
            active: i.active,
            from_date: i.from_date === null ? null : Number(i.from_date),
            to_date: i.to_date === null ? null : Number(i.to_date),
            name: driverDisplayName(i.first_name, i.last_name),
          };
          const key = codeKey(i.code);
          const list = map.get(key);
          if (list) list.push(held);
          else map.set(key, [held]);
        }
        return map;
      }
      case 'inspections': {
        const byVehicle = new Map<number, InspectionRecord[]>();
        for (const i of await repo.listOpenInspections(ctx.db, customerId)) {
          const list = byVehicle.get(i.vehicle_id);
          if (list) list.push(i);
          else byVehicle.set(i.vehicle_id, [i]);
        }
        return byVehicle;
      }
      case 'areas':
        return listCompanyAreas(ctx.db, customerId);
    }
  }

  async function snapshot(customerId: number): Promise<CompanySnapshot> {
    const revs = await repo.readRevisions(ctx.db, customerId);
    let c = companies.get(customerId);
    if (!c) {
      if (companies.size > 10_000) companies.clear();
      c = {};
      companies.set(customerId, c);
    }
    const held = c;
    const topics = ['vehicles', 'drivers', 'inspections', 'areas'] as const;
    await Promise.all(
      topics.map(async (topic) => {
        const rev = revs.get(topic) ?? 0;
        if (held[topic]?.rev === rev) return;
        const value = await load(customerId, topic);
        (held as Record<string, Held<unknown>>)[topic] = { rev, value };
      }),
    );
    return {
      vehicles: held.vehicles!.value,
      drivers: held.drivers!.value,
      inspections: held.inspections!.value,
      areas: held.areas!.value,
    };
  }

  return { snapshot };
}

const NOBODY: HeldIdentifier[] = [];

/**
 * The driver holding an identifier code at a record's time (identifier-holders.ts). The code's
 * assignments are looked up as the live state spells the code, kept per drivers map (the company
 * cache replaces the map when drivers change): every vehicle with a driver asks on every poll,
 * and trimming and upper-casing each code anew cost more than the rest.
 */
const assignmentsByCode = new WeakMap<Map<string, HeldIdentifier[]>, Map<string, HeldIdentifier[]>>();
export function driverNamer(
  drivers: Map<string, HeldIdentifier[]>,
): (code: string, time: number | null) => string | null {
  let known = assignmentsByCode.get(drivers);
  if (!known) {
    known = new Map();
    assignmentsByCode.set(drivers, known);
  }
  const memo = known;
  return (code, time) => {
    let rows = memo.get(code);
    if (rows === undefined) {
      rows = drivers.get(codeKey(code)) ?? NOBODY;
      if (memo.size >= 100_000) memo.clear();
      memo.set(code, rows);
    }
    if (rows.length === 0 || time === null) return null;
    return holderAt(rows, time)?.name ?? null;
  };
}
