import type { PackedValue, RouteAnswer, RouteDriver, RouteEvent, RouteInfo, RouteReport } from '@namiar/domain';
import type { RouteRequest } from '../../kit/period/routeForm';

/**
 * A loaded route as the viewer's pieces read it: the answer of `POST /app/route` with its
 * packed points materialised (one array per field, spec 2 §3.1 names, see
 * packages/domain/src/api/route.ts for units). Shared by the page, the map, the charts, the
 * events table and the report widget.
 */
export interface LoadedRoute {
  /** Tab key: one tab per vehicle and range. */
  key: string;
  request: RouteRequest;
  info: RouteInfo;
  events: RouteEvent[];
  drivers: RouteDriver[];
  report: RouteReport;
  /** Number of points. */
  n: number;
  /** Point values by field; a field the answer did not carry reads as all null. */
  col(field: string): readonly PackedValue[];
  /** One point's value (as `col(field)[index]`) without making the whole column. */
  at(field: string, index: number): PackedValue;
  /** Point times formatted 'YYYY-MM-DD HH:mm:ss' in info.tz (made on first use). */
  dt(index: number): string;
  /** The raw answer, for the exports. */
  answer: RouteAnswer;
}

/** Which event types the map and the table show: a set of event type ids switched off. */
export interface RouteEventFilter {
  hidden: ReadonlySet<number>;
  /** The toolbar's alarm filter is off: events marked as alarms (RouteEvent.alarm) are hidden too. */
  hideAlarms?: boolean;
}

/** The playback position of one route tab (spec 2 §4.1). */
export type { RouteCursor } from '../../kit/playback/playback';
import type { RouteCursor } from '../../kit/playback/playback';

export interface RouteMapProps {
  route: LoadedRoute;
  cursor: RouteCursor;
  filter: RouteEventFilter;
  /** route-vi-*, route-events-icon*, route-tracks-*, map-tiles-layer settings. */
  settings: Record<string, unknown>;
  /** POI ids chosen in the toolbar's POI chooser (null: the user's default choice). */
  poiIds: readonly number[] | null;
}

export type ChartAxis = 'points' | 'road' | 'time' | 'engine';

export interface RouteChartsProps {
  route: LoadedRoute;
  /** The current point (the charts follow it every 25 ms, spec 2 §9). */
  current: number;
  /** Moves the current point (a click on a chart). */
  onCurrent(index: number): void;
  settings: Record<string, unknown>;
  /** The saved height of the widget (route-widgets.chartsHeight). */
  height: number;
  /** The height it is drawn with (widgetLayout.ts: the map keeps its third); the charts scroll within. */
  viewHeight: number;
  onHeight(height: number): void;
  /** The least the shown charts take whole (70 px of plot each): the view makes room for it. */
  onMinHeight?(height: number): void;
  onClose(): void;
}

export interface EventsTableProps {
  route: LoadedRoute;
  filter: RouteEventFilter;
  /** 'eventstable_grid' in a route, 'eventstable_raport' in the route report. */
  module: 'eventstable_grid' | 'eventstable_raport';
  /** A row was chosen: the page moves the current point to the event's start. */
  onEventSelect(event: RouteEvent): void;
  /** Events were added, changed or deleted: the page reloads the route. */
  onChanged(): void;
  /** The tab's current point, read when needed: a fuel event added from the toolbar takes its time. */
  currentPoint?: () => number;
}

export interface RouteReportWidgetProps {
  route: LoadedRoute;
  onClose(): void;
}

export type { PackedValue, RouteRequest };
