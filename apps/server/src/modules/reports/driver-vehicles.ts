import { reportDays, staffingSpans, type IdentifierPeriod, type StaffingSpan } from '@namiar/domain';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import type { AppContext } from '../../http/context';
import { codeKey } from '@namiar/domain';
import { attributedDrives, namedPeriods, readHolders, readVehicleIds, type VehicleIds } from './identifier-periods';
import { listDriverCodes, listIdentifierStarts } from './people-gprs.repository';
import type { ReportJob } from './report-job';

/**
 * What the driver reports (identifiers, repdrvstaffing) read: the routes of the vehicles the
 * user sees in which an identifier ever assigned to one of the requested drivers was present in
 * the range (one read of the identifier events of every such vehicle finds them; an identifier
 * event whose first record carries no identifier keeps its vehicle in, to be safe), each route
 * read once for all the requested drivers. The periods and drives are then attributed as the
 * route viewer names them (identifier-periods.ts).
 */
export interface DriverVehicles {
  /** Every identifier period of the vehicles read, with its holder. */
  periods: IdentifierPeriod[];
  /** The runs of drives of every driver in the vehicles read (repdrvstaffing). */
  spans: StaffingSpan[];
}

async function candidateVehicles(ctx: AppContext, job: ReportJob) {
  const codes = await listDriverCodes(
    ctx.db,
    job.customerId,
    job.drivers.map((d) => d.id),
  );
  const keys = new Set(codes.map((c) => codeKey(c.code)));
  if (keys.size === 0) return [];
  const starts = await listIdentifierStarts(
    ctx.db,
    job.customerId,
    job.scopeVehicles.map((v) => v.id),
    job.from,
    job.to,
  );
  const ids = new Set(starts.filter((s) => s.code === null || keys.has(codeKey(s.code))).map((s) => s.vehicleId));
  return job.scopeVehicles.filter((v) => ids.has(v.id));
}

export async function readDriverVehicles(ctx: AppContext, job: ReportJob): Promise<DriverVehicles> {
  const reads: VehicleIds[] = [];
  for (const vehicle of await candidateVehicles(ctx, job)) {
    const config = await loadVehicleEngineConfig(ctx.db, job.customerId, vehicle.id);
    if (!config) continue;
    reads.push(
      await readVehicleIds(ctx, { customerId: job.customerId, tz: job.tz, vehicle, config }, job.from, job.to),
    );
  }
  // The requested drivers are on the user's driver list (report-calls.ts): named as they are.
  const holders = await readHolders(
    ctx,
    job.customerId,
    reads.flatMap((r) => [...r.periods.map((p) => p.code), ...r.drives.map((d) => d.code)]),
    null,
  );
  const dayStarts = reportDays(job.from, job.to + 1, job.tz, job.dayStartHour).map((d) => d.start);
  return {
    periods: reads.flatMap((r) => namedPeriods(r, holders)),
    spans: reads.flatMap((r) => staffingSpans(attributedDrives(r, holders), dayStarts)),
  };
}

/** A driver's items in time order (then by vehicle). */
export function ofDriver<T extends { from: number; regno: string }>(
  items: readonly (T & { driverId: number | null })[],
  driverId: number,
): T[] {
  return items
    .filter((x) => x.driverId === driverId)
    .sort((a, b) => a.from - b.from || a.regno.localeCompare(b.regno, 'pl'));
}
