import {
  COURSES_GRID,
  COURSES_SUMMARY_GRID,
  courseRow,
  courseTotals,
  courseTotalsRow,
  minCourseSeconds,
  pickCourses,
  type CourseTotals,
  type CourseValues,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../monit/zone-format';
import { rangeEvents } from './drive-events';
import { namePlaces } from './report-places';
import type { ReportJob } from './report-job';

const DRIVING = 3;

/** A vehicle's courses over the job's range: the route's drives at least the minimum course time long. */
async function vehicleCourses(ctx: AppContext, job: ReportJob, i: number, withPlaces: boolean) {
  const { events, openEnd } = await rangeEvents(ctx, job.vehicles[i], job.from, job.to, [DRIVING]);
  const drives = pickCourses(
    events.filter((e) => e.eid === DRIVING),
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
 * them) at least the settings' minimum course time long, each with its places, road, time,
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
