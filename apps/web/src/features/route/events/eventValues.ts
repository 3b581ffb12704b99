import { isAlarmValueScaled, type RouteEvent } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import type { RouteEventFilter } from '../model';

/**
 * Display values of a route event (spec 2 §9). Decision on the value column: the route's
 * events use the full list of spec 2 §9 — 21, 22, 23, 39, 40, 28–35 and 76–99 are stored ×10
 * (fuel in litres, mth usage, temperatures in °C) and are divided by 10, one decimal; every
 * other type is shown as stored. That is the monitor's alarm list rule of the domain
 * (`isAlarmValueScaled(eid, true)`), the same scaling the engine and the event editor store.
 */

export function isValueScaled(eid: number): boolean {
  return isAlarmValueScaled(eid, true);
}

/** The event's value as shown: /10 for the scaled types, null without a value. */
export function eventValue(e: Pick<RouteEvent, 'eid' | 'val'>): number | null {
  if (e.val === null || !Number.isFinite(e.val)) return null;
  return isValueScaled(e.eid) ? e.val / 10 : e.val;
}

/** GPS or tacho road during the event: metres → km (spec 2 §9: /1000). */
export function roadKm(metres: number | null): number | null {
  return metres === null ? null : metres / 1000;
}

/** Km counter: metres → whole km, floored (spec 2 §9). */
export function counterKm(metres: number | null): number | null {
  return metres === null ? null : Math.floor(metres / 1000);
}

/** Mth counter: seconds → hours (shown with two decimals, spec 2 §9). */
export function counterHours(seconds: number | null): number | null {
  return seconds === null ? null : seconds / 3600;
}

/**
 * The events the table shows: those whose type the event filter does not hide, without the
 * events marked as alarms while the alarm filter is off.
 */
export function visibleEvents(events: readonly RouteEvent[], filter: RouteEventFilter): RouteEvent[] {
  return events.filter((e) => !filter.hidden.has(e.eid) && !(filter.hideAlarms === true && e.alarm));
}

/** A row id that stays the same across reloads: stored id, else type and start. */
export function eventRowId(e: RouteEvent): string {
  return e.id > 0 ? `id:${e.id}` : `e:${e.eid}:${e.fdtValue}`;
}

/** Fuelling (21) and fuel loss (22) are the types the editor changes and deletes. */
export function isFuelEvent(eid: number): eid is 21 | 22 {
  return eid === 21 || eid === 22;
}

/** A fuelling or loss can be added over a stop (1) or a halt (2): the value starts at 0. */
export function isStopEvent(eid: number): boolean {
  return eid === 1 || eid === 2;
}

/**
 * The remarks column: a fuel loss accepted on /fuelloss is marked as accepted, with its
 * description when it has one ('Zaakceptowany' alone when accepted without a description).
 */
export function eventInfo(e: Pick<RouteEvent, 'info' | 'acc'>): string | null {
  const t = pl.routeLossAcceptance;
  if (!e.acc) return e.info;
  return e.info ? t.withNotice(e.info) : t.accepted;
}
