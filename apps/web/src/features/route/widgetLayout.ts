/**
 * How tall the route view's widgets are drawn (issue 13 §2, issue 27 §3): the map under them
 * keeps at least a third of the centre column, so at 1280×720 with the events table and the
 * charts open the route stays in sight. The saved heights (route-widgets) are what the user
 * chose; when they do not fit, the widgets share the rest in proportion, the events table never
 * under EVENTS_MIN_PX (a header and two rows). The charts widget alone gets what its open charts
 * need (70 px of plot each, spec 2 §5) even over the map's third, up to 90 % of the centre
 * (WIDGETS_MAX_SHARE, spec 2 §5); beyond that, and beside the events table, it scrolls its charts
 * rather than squeeze them (each keeps its 70 px, chartsLayout.ts).
 */
export const MAP_MIN_SHARE = 1 / 3;
export const WIDGETS_MAX_SHARE = 0.9;
export const EVENTS_MIN_PX = 110;
export const CHARTS_MIN_PX = 30;

export interface WidgetHeights {
  events: number | null;
  charts: number | null;
}

/**
 * The heights to draw with in a centre column of `centre` px; `chartsNeed` is the least the open
 * charts take whole (chartsLayout.ts minWidgetHeight).
 */
export function fitWidgets(centre: number, wanted: WidgetHeights, chartsNeed = CHARTS_MIN_PX): WidgetHeights {
  const room = Math.max(0, Math.floor(centre * (1 - MAP_MIN_SHARE)));
  const events = wanted.events ?? 0;
  const charts = wanted.charts ?? 0;
  const sum = events + charts;
  if (wanted.events === null && wanted.charts !== null) {
    const cap = Math.max(CHARTS_MIN_PX, Math.floor(centre * WIDGETS_MAX_SHARE));
    const fitted = Math.max(Math.min(charts, room), Math.min(charts, chartsNeed));
    return { events: null, charts: Math.min(cap, Math.max(CHARTS_MIN_PX, fitted)) };
  }
  if (sum <= room || sum === 0) return wanted;
  if (wanted.charts === null) return { events: Math.min(events, room), charts: null };
  const fittedEvents = Math.min(events, Math.max(EVENTS_MIN_PX, Math.floor((events * room) / sum)));
  return { events: fittedEvents, charts: Math.max(CHARTS_MIN_PX, room - fittedEvents) };
}
