import {
  DRIVE_REPORT_MSG,
  SHIFTS_GRID,
  SHIFTS_SUMMARY_GRID,
  SHIFT_LABELS,
  dailyRow,
  dailyValues,
  shiftSpans,
  shiftStarts,
  sumDaily,
  withoutClosingInstant,
  type DailyValues,
  type ReportAnswer,
  type ReportRow,
  type ShiftSpan,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { AnswerError, errGlobal } from '../../http/errors';
import { zoneFormatter } from '../../time/zone-format';
import { namePlaces } from './report-places';
import type { ReportJob } from './report-job';
import { sliceSpansStats } from './spans-slice';

/**
 * The shifts report (repvehshifts): the daily report's figures (daily.ts) per ticked shift of
 * the user's settings, each the route viewer's statistics over the shift's span (spans-slice.ts).
 * Summary: a row per vehicle and ticked shift, the footer 'Razem'. Rules: docs/reports-drive.md.
 */
async function vehicleShifts(ctx: AppContext, job: ReportJob, vehicleIndex: number, spans: ShiftSpan[]) {
  const stats = await sliceSpansStats(ctx, job.vehicles[vehicleIndex], spans);
  const ends = stats.flatMap((s) => {
    const first = s.drives[0];
    const last = s.drives[s.drives.length - 1];
    return [
      { lat: first?.blat ?? null, lon: first?.blon ?? null },
      { lat: last?.elat ?? null, lon: last?.elon ?? null },
    ];
  });
  const places = await namePlaces(ctx, ends, job.placesBy);
  return stats.map((s, k) =>
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
}

export async function shiftsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const ticked = [job.options.shift_1, job.options.shift_2, job.options.shift_3];
  if (!ticked.some(Boolean)) throw new AnswerError(200, errGlobal(DRIVE_REPORT_MSG.noShift));
  const spans = withoutClosingInstant(
    shiftSpans(job.from, job.to + 1, job.tz, shiftStarts(job.settings), ticked),
    job.to,
  );
  const format = zoneFormatter(job.tz);
  const spanOf = (s: ShiftSpan) => ({ _from: format(s.start), _to: format(s.end - 1) });
  if (!job.summary) {
    const values = await vehicleShifts(ctx, job, 0, spans);
    return {
      grid: [...SHIFTS_GRID],
      data: values.map((v, k) => ({
        ...dailyRow(v, { date: spans[k].date, shift: spans[k].shift }, format),
        ...spanOf(spans[k]),
      })),
      footer: dailyRow(sumDaily(values, true), { date: null, shift: null }, format),
    };
  }
  const totals: DailyValues[] = [];
  const data: ReportRow[] = [];
  for (let i = 0; i < job.vehicles.length; i++) {
    const { vehicle } = job.vehicles[i];
    const values = await vehicleShifts(ctx, job, i, spans);
    for (const shift of SHIFT_LABELS.filter((_, k) => ticked[k])) {
      const total = sumDaily(
        values.filter((_, k) => spans[k].shift === shift),
        true,
      );
      totals.push(total);
      data.push({ ...dailyRow(total, { regno: vehicle.regno, shift }, format), _vid: vehicle.id });
    }
  }
  return {
    grid: [...SHIFTS_SUMMARY_GRID],
    data,
    footer: dailyRow(sumDaily(totals, false), { regno: 'Razem', shift: null }, format),
  };
}
