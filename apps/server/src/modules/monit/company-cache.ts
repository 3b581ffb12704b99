import type { AppContext } from '../../http/context';
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

export interface CompanySnapshot {
  vehicles: MonitVehicleRow[];
  /** Identifier code (upper-case) → holder's name. */
  drivers: Map<string, string>;
  inspections: Map<number, InspectionRecord[]>;
  areas: MapArea[];
}

/** The holder's display name: 'Imię Nazwisko'. */
export const driverDisplayName = (first: string | null, last: string | null) =>
  [first, last].filter((s) => s && s.trim()).join(' ') || null;

/** Identifier codes compare without case or surrounding spaces (devices print hex either way). */
export const codeKey = (code: string) => code.trim().toUpperCase();

interface Held<T> {
  rev: number;
  value: T;
}

export function createCompanyCache(ctx: AppContext) {
  const companies = new Map<
    number,
    {
      vehicles?: Held<MonitVehicleRow[]>;
      drivers?: Held<Map<string, string>>;
      inspections?: Held<Map<number, InspectionRecord[]>>;
      areas?: Held<MapArea[]>;
    }
  >();

  async function load(customerId: number, topic: 'vehicles' | 'drivers' | 'inspections' | 'areas') {
    switch (topic) {
      case 'vehicles':
        return repo.listMonitVehicles(ctx.db, customerId);
      case 'drivers': {
        const map = new Map<string, string>();
        for (const i of await repo.listActiveIdentifiers(ctx.db, customerId)) {
          const name = driverDisplayName(i.first_name, i.last_name);
          if (name) map.set(codeKey(i.code), name);
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

/**
 * The driver name per identifier code as the live state spells it, kept per drivers map (the
 * company cache replaces the map when drivers change): every vehicle with a driver asked it on
 * every poll, each time trimming and upper-casing the code into a new string.
 */
const driverNames = new WeakMap<Map<string, string>, Map<string, string | null>>();
export function driverNamer(drivers: Map<string, string>): (code: string) => string | null {
  let names = driverNames.get(drivers);
  if (!names) {
    names = new Map();
    driverNames.set(drivers, names);
  }
  const memo = names;
  return (code) => {
    let name = memo.get(code);
    if (name === undefined) {
      name = drivers.get(codeKey(code)) ?? null;
      if (memo.size >= 100_000) memo.clear();
      memo.set(code, name);
    }
    return name;
  };
}
