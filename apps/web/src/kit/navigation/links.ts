import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';

/**
 * Addresses the list's buttons and context menus open in a new tab (spec 1 §2.1, §2.7).
 * Pure: "now" comes in, so the ranges are testable.
 */

export interface DayRange {
  from: string;
  to: string;
}

/** 00:00:00 to 23:59:59 of the day of `day` ('YYYY-MM-DD HH:mm:ss' each). */
export function dayRange(day: dayjs.Dayjs): DayRange {
  return {
    from: day.startOf('day').format(DATE_TIME_FORMAT),
    to: day.endOf('day').format(DATE_TIME_FORMAT),
  };
}

export function todayRange(now: Date = new Date()): DayRange {
  return dayRange(dayjs(now));
}

/**
 * The day of a vehicle's last point (its route report): the vehicle's last day of activity,
 * which is today for a vehicle that reports; today when it has no point at all.
 */
export function lastPointDayRange(dt: string | null, now: Date = new Date()): DayRange {
  const last = dt ? dayjs(dt, DATE_TIME_FORMAT, true) : null;
  return last && last.isValid() ? dayRange(last) : todayRange(now);
}

/** /route with all three query values, so the route dialog accepts by itself (spec 1 §2.7). */
export function routeUrl(vid: number, range: DayRange): string {
  const q = new URLSearchParams({ vid: String(vid), from_date: range.from, to_date: range.to });
  return `/route?${q.toString()}`;
}

/** A maps service showing the point (Google Maps search by 'lat,lon'). */
export function mapsServiceUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lon.toFixed(6)}`;
}

export function newPoiUrl(lat: number, lon: number): string {
  return `/poi/new?lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}`;
}

export function newBaseUrl(lat: number, lon: number): string {
  return `/base/new?lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}`;
}

export type InspectionKind = 'p' | 'w';

/** The inspection's edit screen: /inspections/ep|ew/id/{iid}/0 (0 = not done). */
export function inspectionEditUrl(kind: InspectionKind, iid: number): string {
  return `/inspections/e${kind}/id/${iid}/0`;
}

/**
 * The perform screen: /inspections/pp|pw/perform/{iid}/{vehicle}/{status}. Periodic ones
 * carry the status id (1 or empty = can be performed or paused, 2 = paused, can be resumed);
 * work-time ones have no status.
 */
export function inspectionPerformUrl(kind: InspectionKind, iid: number, vid: number, statusId: number | null): string {
  const base = `/inspections/p${kind}/perform/${iid}/${vid}`;
  return kind === 'p' ? `${base}/${statusId ?? 1}` : base;
}

/** Opens an address of the application or an outside service in a new tab. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
