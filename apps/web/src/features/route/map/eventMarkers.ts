import type { PackedValue, RouteEvent } from '@namiar/domain';
import { validLonLat } from '../../../kit/map';
import { eventInfo, eventValue, visibleEvents } from '../events/eventValues';
import type { RouteEventFilter } from '../model';
import { formatDuration, metresToKm, withUnit } from '../routeFormat';

/**
 * Event markers of the route map (spec 2 §2.1): events not hidden by the filter, placed at
 * their begin coordinates (or at the route point of their start time when the event has
 * none), with the hover tooltip's lines converted per spec 2 §9.
 */

export interface EventMarker {
  /** Index in route.events. */
  index: number;
  lon: number;
  lat: number;
  color: string;
  alarm: boolean;
}

/** Marker colour by the route viewer's grouping of event type ids (spec 2 §3.2). */
export function eventColor(eid: number): string {
  if (eid === 1) return '#495057';
  if (eid === 2) return '#f59f00';
  if (eid === 3) return '#2fb344';
  if (eid >= 9 && eid <= 16) return '#7048e8';
  if (eid >= 17 && eid <= 20) return '#1098ad';
  if (eid === 21) return '#0ca678';
  if (eid === 22 || eid === 39) return '#c92a2a';
  if (eid === 23 || eid === 40) return '#e8590c';
  if (eid === 24) return '#d6336c';
  if (eid === 25 || eid === 26) return '#1c7ed6';
  return '#e03131';
}

/** Index of the last point at or before `time` in ascending times; -1 when none. */
export function pointIndexAt(times: readonly PackedValue[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = times[mid];
    if (typeof t === 'number' && t <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export interface PointColumns {
  lat: readonly PackedValue[];
  lon: readonly PackedValue[];
  dtValue: readonly PackedValue[];
}

/** Markers of the events the filter shows (the events table's rule: hidden types, alarms). */
export function eventMarkers(
  events: readonly RouteEvent[],
  filter: RouteEventFilter,
  points: PointColumns,
): EventMarker[] {
  const out: EventMarker[] = [];
  const shown = new Set(visibleEvents(events, filter));
  events.forEach((e, index) => {
    if (!shown.has(e)) return;
    let lat = e.blat;
    let lon = e.blon;
    if (!validLonLat(lat, lon)) {
      const i = pointIndexAt(points.dtValue, e.fdtValue);
      const a = points.lat[i];
      const o = points.lon[i];
      lat = typeof a === 'number' ? a : null;
      lon = typeof o === 'number' ? o : null;
      if (i < 0 || !validLonLat(lat, lon)) return;
    }
    out.push({ index, lat: lat!, lon: lon!, color: eventColor(e.eid), alarm: e.alarm });
  });
  return out;
}

function valueUnit(eid: number): string {
  if (eid === 21 || eid === 22 || eid === 39) return 'l';
  if (eid === 23) return 'l/100km';
  if (eid === 40) return 'l/mth';
  if ((eid >= 28 && eid <= 35) || (eid >= 76 && eid <= 99)) return '°C';
  if (eid === 4) return 'km/h';
  return '';
}

export interface TooltipTexts {
  from: string;
  to: string;
  duration: string;
  value: string;
  road: string;
  /** Label of an accepted fuel loss's line. */
  acceptance: string;
}

export interface TooltipLine {
  label: string;
  text: string;
}

/**
 * The hover tooltip of an event marker: the name, then from/to (route-events-iconDate),
 * duration (route-events-iconDuration), the value converted and with its unit, and the road
 * of a drive (rgp in km, /1000), and the acceptance of a fuel loss accepted on /fuelloss.
 */
export function eventTooltip(
  e: RouteEvent,
  flags: { date: boolean; duration: boolean },
  texts: TooltipTexts,
): { title: string; lines: TooltipLine[] } {
  const lines: TooltipLine[] = [];
  if (flags.date) {
    lines.push({ label: texts.from, text: e.fdt });
    if (e.tdt) lines.push({ label: texts.to, text: e.tdt });
  }
  if (flags.duration) lines.push({ label: texts.duration, text: formatDuration(e.dur) });
  // Fuel (21, 22, 23, 39, 40) and temperature (28–35, 76–99) values are stored ×10 (spec 2 §9).
  const value = eventValue(e);
  if (value !== null) {
    const unit = valueUnit(e.eid);
    const digits = Number.isInteger(value) ? 0 : 1;
    lines.push({ label: texts.value, text: unit ? withUnit(value, digits, unit) : withUnit(value, digits, '').trim() });
  }
  if (e.rgp !== null && e.rgp > 0) lines.push({ label: texts.road, text: `${metresToKm(e.rgp)} km` });
  // A fuel loss accepted on /fuelloss, also without a description.
  if (e.acc) lines.push({ label: texts.acceptance, text: eventInfo(e) ?? '' });
  return { title: e.name, lines };
}
