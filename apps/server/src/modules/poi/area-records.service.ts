import {
  AREA_ALL_VEHICLES,
  AREA_NO_VEHICLES,
  AREAS_MSG,
  SHAPE_NAMES,
  areaCentre,
  cityFollowsCentre,
  drawnShapeOf,
  geocodedAddressFields,
  type AreaDriverOption,
  type AreaListColumns,
  type AreaOption,
  type AreaVehicleOption,
} from '@namiar/domain';

import type { Db } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { seesDriver, visibleDriverIds } from '../../access';
import { changeRecord } from '../records/record-save';
import { createGeocodeService } from '../geocode/geocode.service';
import * as lists from './area-assignments.repository';
import { parsePoly } from './poi-areas';

/** What an own point or a base record has in common for the shared rules below. */
export interface AreaRecordBase {
  vehicles: number[];
  drivers: number[];
  lat: number | null;
  lon: number | null;
  poly: [number, number][] | null;
  city: string;
}

/** A stored area as its editor sees it (lists empty here: the service fills them) and its vehicle scope. */
export interface StoredArea<R> {
  record: R;
  /** The area applies only to its vehicle list (else to every vehicle). */
  restricted: boolean;
}

/** A list row's own columns as the store reads them. */
export interface AreaListSource {
  id: number;
  name: string;
  type_id: number;
  status_id: number;
  shape: number;
  /** The corners as stored (JSON), so the list names the shape by them (drawnShapeOf). */
  poly: string | null;
  city: string | null;
  address: string | null;
  address_no: string | null;
  vehicles_restricted: number;
  /** Own points only: 0 for an automatic point no user confirmed (migration 029). */
  verified?: number;
}

/** The SQL of one kind of area (own points or bases): the service's only difference between them. */
export interface AreaStore<R extends AreaRecordBase, S extends AreaRecordBase> {
  kind: lists.AreaKind;
  /** The audit's entity name (record_audit.entity). */
  entity: 'poi' | 'base';
  notFound: string;
  types: readonly AreaOption[];
  statuses: readonly AreaOption[];
  /** A new record with the defaults the editor starts from. */
  newRecord(): R;
  find(db: Db, customerId: number, id: number): Promise<StoredArea<R> | null>;
  list(db: Db, customerId: number): Promise<AreaListSource[]>;
  insert(trx: Db, customerId: number, save: S, restricted: boolean, now: number): Promise<number>;
  update(trx: Db, customerId: number, id: number, save: S, restricted: boolean, now: number): Promise<void>;
  remove(trx: Db, customerId: number, id: number): Promise<void>;
}

const optionText = (options: readonly AreaOption[], value: number) =>
  options.find((o) => o.value === value)?.text ?? String(value);

/**
 * Own points and bases as records (spec 3 §2.3, §2.4, §7): list, details, save and delete, each
 * scoped to the session's company and, for the vehicle lists, to the user's vehicles; every save
 * and delete one transaction with its audit row (changeRecord). A saved area changes the
 * engine configuration of the vehicles it applies to (engine/vehicle-areas.repository.ts): the
 * runner is told to read it again, and the configuration revision drops stored route days.
 */
export function createAreaRecords<R extends AreaRecordBase, S extends AreaRecordBase>(
  ctx: AppContext,
  store: AreaStore<R, S>,
) {
  async function full(db: Db, customerId: number, id: number): Promise<StoredArea<R> | null> {
    const stored = await store.find(db, customerId, id);
    if (!stored) return null;
    const [vehicles, drivers] = await Promise.all([
      lists.assignedIds(db, store.kind, 'vehicles', customerId, id),
      lists.assignedIds(db, store.kind, 'drivers', customerId, id),
    ]);
    return { record: { ...stored.record, vehicles, drivers }, restricted: stored.restricted };
  }

  const notFound = () => new AnswerError(200, errGlobal(store.notFound));

  async function list(user: SessionUser): Promise<(AreaListColumns & { id: number; verified?: number })[]> {
    const [rows, assigned] = await Promise.all([
      store.list(ctx.db, user.customerId),
      lists.assignedVehiclesByArea(ctx.db, store.kind, user.customerId),
    ]);
    const visible = user.vehicleIds ? new Set(user.vehicleIds) : null;
    return rows.map((r) => {
      const regnos = (assigned.get(r.id) ?? []).filter((v) => !visible || visible.has(v.id)).map((v) => v.regno);
      return {
        id: r.id,
        name: r.name,
        type: optionText(store.types, r.type_id),
        status: optionText(store.statuses, r.status_id),
        shape: SHAPE_NAMES[drawnShapeOf(r.shape, parsePoly(r.poly))] ?? '',
        city: r.city ?? '',
        address: [r.address, r.address_no].filter(Boolean).join(' '),
        vehicles: r.vehicles_restricted ? regnos.join(', ') || AREA_NO_VEHICLES : AREA_ALL_VEHICLES,
        ...(r.verified === undefined ? {} : { verified: r.verified }),
      };
    });
  }

  /**
   * The record (0: a new one) with the option lists; the vehicle and driver lists hold only the
   * user's vehicles and drivers (driver-scope.ts).
   */
  async function details(user: SessionUser, id: number) {
    const found = id === 0 ? { record: store.newRecord(), restricted: false } : await full(ctx.db, user.customerId, id);
    if (!found) return null;
    const [vehicles, allDrivers, driverScope] = await Promise.all([
      lists.vehicleOptions(ctx.db, user.customerId, user.vehicleIds),
      lists.driverOptions(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    const drivers = allDrivers.filter((d) => seesDriver(driverScope, d.id));
    const visible = new Set(vehicles.map((v) => v.id));
    return {
      record: {
        ...found.record,
        vehicles: found.record.vehicles.filter((v) => visible.has(v)),
        drivers: found.record.drivers.filter((d) => seesDriver(driverScope, d)),
      },
      vehicles: vehicles.map((v): AreaVehicleOption => ({ vehicle_id: v.id, regno: v.regno })),
      drivers: drivers.map((d): AreaDriverOption => ({
        driver_id: d.id,
        name: `${d.first_name} ${d.last_name}`.trim(),
      })),
    };
  }

  /**
   * Saves a record (id 0: a new one) and its lists. Vehicles and drivers the user does not see
   * keep their assignment; a vehicle or driver that is not the company's (or not the user's) is
   * refused on its field. Returns the record's id.
   */
  async function save(user: SessionUser, id: number, sent: S): Promise<number> {
    // Looked up before the transaction: a geocoder's answer never holds the write lock.
    const body = await withCityOfCentre(user, id, sent);
    const saved = await changeRecord(ctx, user, async (trx) => {
      const before = id === 0 ? null : await full(trx, user.customerId, id);
      if (id !== 0 && !before) throw notFound();
      const visible = new Set((await lists.vehicleOptions(trx, user.customerId, user.vehicleIds)).map((v) => v.id));
      if (body.vehicles.some((v) => !visible.has(v))) {
        throw new AnswerError(200, errFields({ vehicles: AREAS_MSG.vehiclesForeign }));
      }
      const driverScope = await visibleDriverIds(trx, user);
      const drivers = await lists.companyDriverIds(trx, user.customerId, body.drivers);
      if (drivers.size !== body.drivers.length || body.drivers.some((d) => !seesDriver(driverScope, d))) {
        throw new AnswerError(200, errFields({ drivers: AREAS_MSG.driversForeign }));
      }
      const hidden = before ? before.record.vehicles.filter((v) => !visible.has(v)) : [];
      const vehicles = [...new Set([...body.vehicles, ...hidden])].sort((a, b) => a - b);
      const hiddenDrivers = before ? before.record.drivers.filter((d) => !seesDriver(driverScope, d)) : [];
      const driverIds = [...new Set([...body.drivers, ...hiddenDrivers])].sort((a, b) => a - b);
      const restricted = vehicles.length > 0;
      const now = ctx.now();
      const recordId = before
        ? (await store.update(trx, user.customerId, id, body, restricted, now), id)
        : await store.insert(trx, user.customerId, body, restricted, now);
      await lists.replaceAssigned(trx, store.kind, 'vehicles', user.customerId, recordId, vehicles);
      await lists.replaceAssigned(trx, store.kind, 'drivers', user.customerId, recordId, driverIds);
      const after = (await full(trx, user.customerId, recordId))!;
      const same = before && JSON.stringify(before.record) === JSON.stringify(after.record);
      return {
        result: recordId,
        changes: same
          ? []
          : [
              {
                entity: store.entity,
                recordId,
                action: before ? ('update' as const) : ('create' as const),
                before: before?.record ?? null,
                after: after.record,
              },
            ],
      };
    });
    ctx.engine?.configChanged?.(user.customerId);
    return saved;
  }

  /**
   * The save with its city looked up from the area's centre when the centre moved (or the area
   * is new) and the user typed no city of his own (cityFollowsCentre, issue 27); a geocoder
   * that fails or knows no city leaves the sent city.
   */
  async function withCityOfCentre(user: SessionUser, id: number, body: S): Promise<S> {
    const prior = id === 0 ? null : await store.find(ctx.db, user.customerId, id);
    const centre = areaCentre(body);
    const before = prior ? { centre: areaCentre(prior.record), city: prior.record.city } : null;
    if (!centre || !cityFollowsCentre(before, { centre, city: body.city })) return body;
    try {
      const { city } = geocodedAddressFields(
        (await createGeocodeService(ctx).reverseGeocode(centre.lat, centre.lon)).answer,
      );
      return city === '' ? body : { ...body, city };
    } catch {
      return body;
    }
  }

  /** Deletes a record with its lists (its past events keep their times; the name goes with it). */
  async function remove(user: SessionUser, id: number): Promise<void> {
    await changeRecord(ctx, user, async (trx) => {
      const before = await full(trx, user.customerId, id);
      if (!before) throw notFound();
      await store.remove(trx, user.customerId, id);
      return {
        result: undefined,
        changes: [
          { entity: store.entity, recordId: id, action: 'delete' as const, before: before.record, after: null },
        ],
      };
    });
    ctx.engine?.configChanged?.(user.customerId);
  }

  return { list, details, save, remove };
}
