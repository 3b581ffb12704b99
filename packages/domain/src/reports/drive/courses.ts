import type { SettingsDocument } from '../../settings';
import type { ReportColumn, ReportRow } from '../columns';
import { fuelPer100Km } from '../daily';

/**
 * The courses report (repvehcourses, spec 2 §2.2): a course is a driving event of the route
 * (event 3 'Jazda', clipped to the range as the route viewer shows it) lasting at least the
 * settings' minimum course time ('app-minCourseTime', minutes: spec 1 §3.9 and the settings
 * dialog's 'minimum course duration in minutes'). Each row holds the drive's own statistics
 * (road, max and average speed, fuel used), so a course equals the route's row of the drive.
 * Rules: docs/reports-drive.md.
 */

/** Default minimum course time, minutes (spec 1 §9). */
export const DEFAULT_MIN_COURSE_MINUTES = 22;

/** The settings' minimum course time in seconds (an invalid value: the default 22 minutes). */
export function minCourseSeconds(settings: SettingsDocument): number {
  const v = Number(settings['app-minCourseTime']);
  return (Number.isInteger(v) && v >= 1 && v <= 1440 ? v : DEFAULT_MIN_COURSE_MINUTES) * 60;
}

/** A driving event as the route lists it, with its place texts. */
export interface CourseValues {
  from: number;
  /** null: still driving at the range's end. */
  to: number | null;
  /** Seconds (to the range's last point while still driving). */
  dur: number;
  begin: string | null;
  end: string | null;
  /** GPS road, metres; speeds km/h; litres used (null: the vehicle measures no fuel). */
  road: number;
  vmax: number;
  vavg: number;
  fuel: number | null;
}

/** The drives that are courses: at least `minSeconds` long (a minimum is "at least", docs/events.md §2). */
export function pickCourses<T extends { dur: number }>(drives: readonly T[], minSeconds: number): T[] {
  return drives.filter((d) => d.dur >= minSeconds);
}

/** What joining reads of the route's stop (1), halt (2) and drive (3) rows. */
export interface CourseSegment {
  eid: number;
  fdtValue: number;
  tdtValue: number | null;
  dur: number;
  rgp: number | null;
  vm: number | null;
  vavg: number | null;
  flu: number | null;
  elat: number | null;
  elon: number | null;
}

const STOP = 1;
const HALT = 2;
const DRIVE = 3;

/**
 * The builder's 'Uwzględnij także zatrzymania' (option halt_too, spec 2 §3.3) for courses: a
 * course runs from stop to stop, halts (engine on, standing) inside it. Drives separated only by
 * halts become one course: it starts with the first drive and ends with the last; its duration,
 * road and fuel count the halts too (idling burns fuel), its maximum speed is the drives'
 * highest, its average the drives' average weighted by their time (moving speed, as a drive's).
 * A stop, or a halt not followed by a drive (the vehicle then stopped or the range ended),
 * closes the course. Input in time order; other event types are ignored.
 */
export function joinHalts<T extends CourseSegment>(events: readonly T[]): T[] {
  const out: T[] = [];
  let course: T | null = null;
  let driveSeconds = 0;
  let speedSeconds = 0;
  let halts: T[] = [];
  const close = () => {
    if (course) out.push(course);
    course = null;
    halts = [];
  };
  for (const e of events) {
    if (e.eid === STOP) close();
    else if (e.eid === HALT) {
      if (course) halts.push(e);
    } else if (e.eid === DRIVE) {
      if (!course || halts.length === 0) {
        close();
        course = { ...e };
        driveSeconds = e.dur;
        speedSeconds = (e.vavg ?? 0) * e.dur;
        continue;
      }
      const c: T = course;
      const parts = [...halts, e];
      driveSeconds += e.dur;
      speedSeconds += (e.vavg ?? 0) * e.dur;
      const fuels = [c.flu, ...parts.map((p) => p.flu)].filter((f): f is number => f !== null);
      course = {
        ...c,
        tdtValue: e.tdtValue,
        dur: c.dur + parts.reduce((a, p) => a + p.dur, 0),
        rgp: (c.rgp ?? 0) + parts.reduce((a, p) => a + (p.rgp ?? 0), 0),
        vm: Math.max(c.vm ?? 0, e.vm ?? 0),
        vavg: driveSeconds > 0 ? Math.round((speedSeconds / driveSeconds) * 10) / 10 : 0,
        flu: fuels.length > 0 ? Math.round(fuels.reduce((a, f) => a + f, 0) * 1000) / 1000 : null,
        elat: e.elat,
        elon: e.elon,
      };
      halts = [];
    }
  }
  close();
  return out;
}

const r2 = (v: number) => Math.round(v * 100) / 100 + 0;

export function courseRow(c: CourseValues, format: (time: number) => string, openEnd: number): ReportRow {
  return {
    start_time: format(c.from),
    start_place: c.begin,
    stop_time: c.to === null ? null : format(c.to),
    stop_place: c.to === null ? null : c.end,
    km: c.road / 1000,
    dur: c.dur,
    vmax: c.vmax,
    vavg: c.vavg,
    fuel: c.fuel,
    fuel100: fuelPer100Km(c.fuel, c.road),
    _from: format(c.from),
    _to: format(c.to ?? openEnd),
  };
}

/**
 * Totals of courses: how many, road (m), seconds, litres (null: none of them measured fuel),
 * and the road of the courses that measured fuel (what the average per 100 km divides by).
 */
export interface CourseTotals {
  count: number;
  road: number;
  dur: number;
  fuel: number | null;
  fuelRoad: number;
}

export function courseTotals(
  list: readonly { road: number; dur: number; fuel: number | null; count?: number; fuelRoad?: number }[],
): CourseTotals {
  const known = list.filter((c) => c.fuel !== null);
  return {
    count: list.reduce((s, c) => s + (c.count ?? 1), 0),
    road: list.reduce((s, c) => s + c.road, 0),
    dur: list.reduce((s, c) => s + c.dur, 0),
    fuel: known.length > 0 ? r2(known.reduce((s, c) => s + (c.fuel ?? 0), 0)) : null,
    fuelRoad: known.reduce((s, c) => s + (c.fuelRoad ?? c.road), 0),
  };
}

export function courseTotalsRow(t: CourseTotals, label: ReportRow): ReportRow {
  return {
    ...label,
    count: t.count,
    km: t.road / 1000,
    dur: t.dur,
    vavg: t.dur > 0 ? Math.round((t.road / t.dur) * 3.6 * 10) / 10 : 0,
    fuel: t.fuel,
    fuel100: fuelPer100Km(t.fuel, t.fuelRoad),
  };
}

export const COURSES_GRID: readonly ReportColumn[] = [
  { field: 'start_time', title: 'Początek', type: 'datetime', width: 150 },
  { field: 'start_place', title: 'Miejsce rozpoczęcia', type: 'text', width: 200 },
  { field: 'stop_time', title: 'Koniec', type: 'datetime', width: 150 },
  { field: 'stop_place', title: 'Miejsce zakończenia', type: 'text', width: 200 },
  { field: 'km', title: 'Droga', type: 'km', width: 90, decimals: 1 },
  { field: 'dur', title: 'Czas jazdy', type: 'duration', width: 100 },
  { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', width: 100 },
  { field: 'vavg', title: 'Prędkość średnia', type: 'kmh', width: 100 },
  { field: 'fuel', title: 'Zużyte paliwo', type: 'litres', width: 100 },
  { field: 'fuel100', title: 'Średnie spalanie [l/100 km]', type: 'number', width: 110, decimals: 2 },
];

export const COURSES_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'count', title: 'Liczba kursów', type: 'integer', width: 100 },
  { field: 'km', title: 'Droga', type: 'km', width: 90, decimals: 1 },
  { field: 'dur', title: 'Czas jazdy', type: 'duration', width: 100 },
  { field: 'vavg', title: 'Prędkość średnia', type: 'kmh', width: 100 },
  { field: 'fuel', title: 'Zużyte paliwo', type: 'litres', width: 100 },
  { field: 'fuel100', title: 'Średnie spalanie [l/100 km]', type: 'number', width: 110, decimals: 2 },
];
