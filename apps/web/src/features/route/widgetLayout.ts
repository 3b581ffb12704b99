/**
 * How tall the route view's widgets are drawn (issue 13 §2): the map under them keeps at least
 * a third of the centre column, so at 1280×720 with the events table and the charts open the
 * route stays in sight. The saved heights (route-widgets) are what the user chose; when they do
 * not fit, the widgets share the rest in proportion, the events table never under
 * EVENTS_MIN_PX (a header and two rows). The charts widget scrolls its charts rather than
 * squeeze them (each keeps its 70 px, chartsLayout.ts).
 */
export const MAP_MIN_SHARE = 1 / 3;
export const EVENTS_MIN_PX = 110;
export const CHARTS_MIN_PX = 30;

export interface WidgetHeights {
  events: number | null;
  charts: number | null;
}

export function fitWidgets(centre: number, wanted: WidgetHeights): WidgetHeights {
  const room = Math.max(0, Math.floor(centre * (1 - MAP_MIN_SHARE)));
  const events = wanted.events ?? 0;
  const charts = wanted.charts ?? 0;
  const sum = events + charts;
  if (sum <= room || sum === 0) return wanted;
  if (wanted.charts === null) return { events: Math.min(events, room), charts: null };
  if (wanted.events === null) return { events: null, charts: Math.max(CHARTS_MIN_PX, Math.min(charts, room)) };
  const fittedEvents = Math.min(events, Math.max(EVENTS_MIN_PX, Math.floor((events * room) / sum)));
  return { events: fittedEvents, charts: Math.max(CHARTS_MIN_PX, room - fittedEvents) };
}
