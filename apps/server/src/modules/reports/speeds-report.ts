import {
  SPEEDS_GRID,
  SPEEDS_SUMMARY_GRID,
  episodeTotals,
  speedingRow,
  speedingTotals,
  speedingTotalsRow,
  type ReportAnswer,
  type ReportRow,
  type SpeedingTotals,
  type SpeedingValues,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { rangeEvents } from './drive-events';
import { namePlaces } from './report-places';
import type { ReportJob } from './report-job';

const SPEEDING = 4;

/** A vehicle's overspeed episodes over the job's range, as the route lists its speeding events. */
async function vehicleEpisodes(ctx: AppContext, job: ReportJob, i: number, withPlaces: boolean) {
  const v = job.vehicles[i];
  const { events, openEnd } = await rangeEvents(ctx, v, job.from, job.to, [SPEEDING]);
  const found = events.filter((e) => e.eid === SPEEDING);
  const places = withPlaces
    ? await namePlaces(
        ctx,
        found.map((e) => ({ lat: e.blat, lon: e.blon })),
        job.placesBy,
      )
    : [];
  // The limit the engine compares with: the vehicle's configured maximum speed (off: null or 0).
  const limit = v.config.maxSpeedKmh ? v.config.maxSpeedKmh : null;
  const episodes: SpeedingValues[] = found.map((e, k) => ({
    from: e.fdtValue,
    to: e.tdtValue,
    dur: e.dur,
    limit,
    vmax: e.val,
    place: places[k] ?? null,
  }));
  return { episodes, openEnd };
}

/**
 * The speeds report (repvehspeeds): overspeed episodes (event 4) with start, end, duration,
 * limit, highest speed, excess, place, and the row colour of spec 2 §9. Summary: per vehicle
 * the count, total time and highest excess, footer 'Razem'. Rules: docs/reports-drive.md.
 */
export async function speedsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  if (!job.summary) {
    const { episodes, openEnd } = await vehicleEpisodes(ctx, job, 0, true);
    return {
      grid: [...SPEEDS_GRID],
      data: episodes.map((e) => speedingRow(e, format, openEnd)),
      footer: speedingTotalsRow(speedingTotals(episodes.map(episodeTotals)), {}),
    };
  }
  const totals: SpeedingTotals[] = [];
  const data: ReportRow[] = [];
  for (let i = 0; i < job.vehicles.length; i++) {
    const { vehicle } = job.vehicles[i];
    const t = speedingTotals((await vehicleEpisodes(ctx, job, i, false)).episodes.map(episodeTotals));
    totals.push(t);
    data.push({ ...speedingTotalsRow(t, { regno: vehicle.regno }), _vid: vehicle.id });
  }
  return {
    grid: [...SPEEDS_SUMMARY_GRID],
    data,
    footer: speedingTotalsRow(speedingTotals(totals), { regno: 'Razem' }),
  };
}
