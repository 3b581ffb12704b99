import {
  FUEL_IN_EVENTS,
  FUEL_OUT_EVENTS,
  changeLevels,
  fuelEventLitres,
  fuelTanksAnswer,
  fuelTanksSummary,
  levelsAround,
  type FuelChange,
  type ReportAnswer,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { listLossAcceptances } from '../fuel/fuel.repository';
import { zoneFormatter } from '../../time/zone-format';
import { placesSpan } from './fuel-places-span';
import type { ReportJob } from './report-job';
import { namePlaces } from './report-places';

const TYPES = [...FUEL_IN_EVENTS, ...FUEL_OUT_EVENTS];

/** A vehicle's refuellings and losses of the range, clipped to it as the route shows them (place texts still to name). */
async function vehicleChanges(ctx: AppContext, job: ReportJob, i: number) {
  const v = job.vehicles[i];
  const [span, acceptances] = await Promise.all([
    placesSpan(ctx, v, TYPES, job.from, job.to),
    // Losses accepted on /fuelloss (spec 3 §2.8) show as accepted, alarm or not.
    listLossAcceptances(ctx.db, v.customerId, v.vehicle.id, job.from - 86_400_000, job.to),
  ]);
  const acceptedAt = new Set(acceptances.map((a) => a.event_from));
  return span.events.map((e) => {
    const from = Math.max(e.from_time, job.from);
    const to = e.to_time === null ? null : Math.max(from, Math.min(e.to_time, job.to));
    const kind: FuelChange['kind'] = FUEL_IN_EVENTS.includes(e.event_type) ? 'in' : 'out';
    const change: FuelChange = {
      kind,
      from,
      to,
      litres: fuelEventLitres(e.value),
      // The levels the engine measured the litres between; the route's for an event without them.
      ...changeLevels(e, () => levelsAround(span.time, span.fuel, from, to)),
      manual: e.manual === 1,
      place: null,
      accepted: kind !== 'out' ? null : acceptedAt.has(e.from_time) ? true : e.is_alarm === 1 ? e.accepted === 1 : null,
    };
    return { change, at: { lat: e.begin_lat, lon: e.begin_lon } };
  });
}

/**
 * The fuel tank report (repvehfueltanks): one vehicle's refuellings and losses with the
 * `fuel_in` / `fuel_out` parts, or the summary of several vehicles. Places are named in one
 * call per answer. Rules: docs/reports-fuel-places.md.
 */
export async function fuelTanksReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const perVehicle = [];
  for (let i = 0; i < (job.summary ? job.vehicles.length : 1); i++) perVehicle.push(await vehicleChanges(ctx, job, i));
  const places = await namePlaces(
    ctx,
    perVehicle.flatMap((list) => list.map((c) => c.at)),
    job.placesBy,
  );
  let k = 0;
  const changes = perVehicle.map((list) => list.map((c) => ({ ...c.change, place: places[k++] ?? null })));
  if (!job.summary) return fuelTanksAnswer(changes[0], format);
  return fuelTanksSummary(
    job.vehicles.map((v, i) => ({ vid: v.vehicle.id, regno: v.vehicle.regno, changes: changes[i] })),
    format,
  );
}
