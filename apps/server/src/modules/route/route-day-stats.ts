import {
  combineReport,
  reportEventCounts,
  reportPointFigures,
  type ReportEvent,
  type ReportPointFigures,
  type ReportSpan,
  type RouteReport,
} from '@namiar/domain';
import { lastOf, pointColumns, type PointColumns } from './route-points';
import type { RoutePiece } from './route-piece';

/**
 * The statistics of a stretch of route that come from its points alone: the route's own report
 * (domain routeReport) over the points without events, and the km and engine-hours counters at
 * its first and last point that know them. Stored with each cached day (route_chunks.stats,
 * migration 020) so that reports read a day's figures without decoding its columns; the figures
 * that come from events are counted from the events on every read (withEvents).
 */
export interface PointStats {
  /** The version of these figures: a stored text of another version is computed anew (parsePointStats). */
  v: typeof POINT_STATS_VERSION;
  report: ReportPointFigures;
  /** Km counter (m) and engine-hours counter (s) at the first and last point that know them. */
  ckm: { start: number | null; end: number | null };
  cmth: { start: number | null; end: number | null };
}

/**
 * 2: the times in states come from the state events (no longer from the points) and the engine
 * time is clipped to the day (docs/reports.md 'Times in states'); figures stored before are
 * computed again from the day's columns on their next read.
 */
export const POINT_STATS_VERSION = 2;

function firstKnown(a: Float64Array): number | null {
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return a[i];
  return null;
}

function lastKnown(a: Float64Array): number | null {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] === a[i]) return a[i];
  return null;
}

const lastCounts = (list: Float64Array[]) => list.map((a) => lastOf(a) ?? 0);

/** The route's figures of the points over joined columns. */
function pointFiguresOf(cols: PointColumns, span: ReportSpan): ReportPointFigures {
  return reportPointFigures(
    '',
    '',
    {
      ...cols,
      tmin: cols.tmin.map(lastOf),
      tmax: cols.tmax.map(lastOf),
      ic: lastCounts(cols.ic),
      ist: lastCounts(cols.ist),
      oc: lastCounts(cols.oc),
      ost: lastCounts(cols.ost),
    },
    span,
  );
}

/** The route's report over joined columns and the events it counts (what `/app/route` answers). */
export function reportOfColumns(cols: PointColumns, events: readonly ReportEvent[], span: ReportSpan): RouteReport {
  return combineReport(pointFiguresOf(cols, span), reportEventCounts(events));
}

/** The km (m) and engine-hours (s) counters at the first and last point that know them. */
export function countersOf(cols: PointColumns): Pick<PointStats, 'ckm' | 'cmth'> {
  return {
    ckm: { start: firstKnown(cols.ckm), end: lastKnown(cols.ckm) },
    cmth: { start: firstKnown(cols.cmth), end: lastKnown(cols.cmth) },
  };
}

export function pointStatsOf(cols: PointColumns, span: ReportSpan): PointStats {
  return { v: POINT_STATS_VERSION, report: pointFiguresOf(cols, span), ...countersOf(cols) };
}

/**
 * A stored day's point statistics, computed from its stored bytes (decoded as a route over the
 * day decodes them, so the figures are exactly that route's).
 */
export function dayPointStats(day: Pick<RoutePiece, 'from' | 'to' | 'n' | 'data'>): PointStats {
  // A stored day is over: its last state runs to its end (`to` is its last millisecond).
  return pointStatsOf(pointColumns([{ ...day, cols: null }]), { from: day.from, statesEnd: day.to + 1 });
}

/** The report of a stretch: its point statistics with the figures its events give. */
export function withEvents(stats: PointStats, events: readonly ReportEvent[]): RouteReport {
  return combineReport(stats.report, reportEventCounts(events));
}

/** Parses a stored day's statistics; null for none or a text this code did not write. */
export function parsePointStats(text: string | null): PointStats | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as PointStats;
    return v && typeof v === 'object' && v.v === POINT_STATS_VERSION && v.report && v.ckm && v.cmth ? v : null;
  } catch {
    return null;
  }
}
