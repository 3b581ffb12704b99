import {
  COURSES_GRID,
  COURSES_SUMMARY_GRID,
  courseRow,
  courseTotals,
  courseTotalsRow,
  joinHalts,
  minCourseSeconds,
  pickCourses,
  type CourseTotals,
  type CourseValues,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { rangeEvents } from './drive-events';
import { namePlaces } from './report-places';
import type { ReportJob } from './report-job';

const [STOP, HALT, DRIVING] = [1, 2, 3];

/**
 * A vehicle's courses over the job's range: the route's drives at least the minimum course time
 * long; with 'halt_too', drives separated only by halts joined first (domain joinHalts).
 */
async function vehicleCourses(ctx: AppContext, job: ReportJob, i: number, withPlaces: boolean) {
  const haltsToo = job.options.halt_too;
  const types = haltsToo ? [STOP, HALT, DRIVING] : [DRIVING];
  const { events, openEnd } = await rangeEvents(ctx, job.vehicles[i], job.from, job.to, types);
  const drives = pickCourses(
    haltsToo ? joinHalts(events) : events.filter((e) => e.eid === DRIVING),
    minCourseSeconds(job.settings),
  );
  const places = withPlaces
    ? await namePlaces(
        ctx,
        drives.flatMap((d) => [
          { lat: d.blat, lon: d.blon },
          { lat: d.elat, lon: d.elon },
        ]),
        job.placesBy,
      )
    : [];
  const courses: CourseValues[] = drives.map((d, k) => ({
    from: d.fdtValue,
    to: d.tdtValue,
    dur: d.dur,
    begin: places[2 * k] ?? null,
    end: places[2 * k + 1] ?? null,
    road: d.rgp ?? 0,
    vmax: d.vm ?? 0,
    vavg: d.vavg ?? 0,
    fuel: d.flu,
  }));
  return { courses, openEnd };
}

/**
 * The courses report (repvehcourses): a vehicle's drives ('Jazda', event 3, as the route lists
 * them; with halt_too from stop to stop, halts inside) at least the settings' minimum course time long, each with its places, road, time,
 * speeds and fuel. Summary: per vehicle the count, road, time and fuel, footer 'Razem'.
 * Rules: docs/reports-drive.md.
 */
export async function coursesReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  if (!job.summary) {
    const { courses, openEnd } = await vehicleCourses(ctx, job, 0, true);
    return {
      grid: [...COURSES_GRID],
      data: courses.map((c) => courseRow(c, format, openEnd)),
      footer: courseTotalsRow(courseTotals(courses), {}),
    };
  }
  const totals: CourseTotals[] = [];
  const data: ReportRow[] = [];
  for (let i = 0; i < job.vehicles.length; i++) {
    const { vehicle } = job.vehicles[i];
    const t = courseTotals((await vehicleCourses(ctx, job, i, false)).courses);
    totals.push(t);
    data.push({ ...courseTotalsRow(t, { regno: vehicle.regno }), _vid: vehicle.id });
  }
  return {
    grid: [...COURSES_SUMMARY_GRID],
    data,
    footer: courseTotalsRow(courseTotals(totals), { regno: 'Razem' }),
  };
}
