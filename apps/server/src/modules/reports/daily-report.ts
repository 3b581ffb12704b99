import {
  DAILY_GRID,
  DAILY_SUMMARY_GRID,
  dailyRow,
  dailyValues,
  reportDays,
  withoutClosingInstant,
  sumDaily,
  type DailyValues,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { namePlaces } from './report-places';
import type { ReportJob } from './report-job';
import { mapLimited } from './map-limited';
import { spansStats } from './span-stats';

/** Vehicles of a summary read at once. */
const SUMMARY_CONCURRENCY = 4;

/**
 * The daily report (repvehdaily): a vehicle's report days (starting at the settings' daily
 * hour), each the route viewer's statistics over that day (span-stats.ts); the summary is one
 * row per vehicle with its days' totals. Rules: docs/reports.md.
 */
async function vehicleDays(ctx: AppContext, job: ReportJob, vehicleIndex: number) {
  const v = job.vehicles[vehicleIndex];
  const days = withoutClosingInstant(reportDays(job.from, job.to + 1, job.tz, job.dayStartHour), job.to);
  const stats = await spansStats(ctx, v, days);
  // Places of the first start and the last stop of every day, named together.
  const ends = stats.flatMap((s) => {
    const first = s.drives[0];
    const last = s.drives[s.drives.length - 1];
    return [
      { lat: first?.blat ?? null, lon: first?.blon ?? null },
      { lat: last?.elat ?? null, lon: last?.elon ?? null },
    ];
  });
  const places = await namePlaces(ctx, ends, job.placesBy);
  const values: DailyValues[] = stats.map((s, k) =>
    dailyValues(
      s.report,
      s.drives.map((d, i) => ({
        from: d.from,
        to: d.to,
        begin: i === 0 ? (places[2 * k] ?? '') : '',
        end: i === s.drives.length - 1 ? (places[2 * k + 1] ?? '') : '',
      })),
      s.ckm,
    ),
  );
  return { days, values };
}

export async function dailyReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  if (!job.summary) {
    const { days, values } = await vehicleDays(ctx, job, 0);
    return {
      grid: [...DAILY_GRID],
      // _from/_to: the day's span for 'Pokaż na trasie' (days start at the daily hour, not midnight).
      data: values.map((v, k) => ({
        ...dailyRow(v, { date: days[k].date }, format),
        _from: format(days[k].start),
        _to: format(days[k].end - 1),
      })),
      footer: dailyRow(sumDaily(values, true), { date: null }, format),
    };
  }
  // Vehicles overlap (SUMMARY_CONCURRENCY); rows keep the request's order.
  const totals = await mapLimited(job.vehicles, SUMMARY_CONCURRENCY, async (_v, i) =>
    sumDaily((await vehicleDays(ctx, job, i)).values, true),
  );
  const data: ReportRow[] = totals.map((total, i) =>
    dailyRow(total, { _vid: job.vehicles[i].vehicle.id, regno: job.vehicles[i].vehicle.regno }, format),
  );
  return {
    grid: [...DAILY_SUMMARY_GRID],
    data,
    footer: dailyRow(sumDaily(totals, false), { regno: 'Razem' }, format),
  };
}
