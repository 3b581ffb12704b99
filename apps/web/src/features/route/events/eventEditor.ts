import type { RouteEvent, RouteEventSaveBody } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { eventValue, isFuelEvent } from './eventValues';

const t = pl.routeEvents;

/**
 * The fuel event editor's rules (spec 2 §2.1, §4.1, §5, §7). Dates are read-only (§5):
 * - editing a fuelling/loss keeps that event's from and to; its value starts at the event's
 *   litres, and the event is replaced on save (event_type_id + orig_from_date);
 * - adding over a stop or halt (types 1 and 2) takes that event's from and to, value 0 (§4.1);
 * - adding from the toolbar takes the selected stop/halt when one is chosen, else the current
 *   point's time (from = to), else the selected event's start; value 0.
 */
export interface EditorState {
  /** The edited fuel event, null for a new one. */
  edited: RouteEvent | null;
  type: 21 | 22;
  from: string;
  to: string;
  /** The reading as typed. */
  value: string;
}

function valueText(v: number | null): string {
  return v === null ? '0' : String(Math.round(v * 10) / 10).replace('.', ',');
}

export function editorForEvent(e: RouteEvent): EditorState {
  if (isFuelEvent(e.eid)) {
    return { edited: e, type: e.eid, from: e.fdt, to: e.tdt ?? e.fdt, value: valueText(eventValue(e)) };
  }
  return { edited: null, type: 21, from: e.fdt, to: e.tdt ?? e.fdt, value: '0' };
}

/** A new event from the toolbar; null when there is no time to give it. */
export function editorForNew(type: 21 | 22, selected: RouteEvent | null, pointTime: string | null): EditorState | null {
  if (selected && (selected.eid === 1 || selected.eid === 2)) return { ...editorForEvent(selected), type };
  const at = pointTime ?? selected?.fdt ?? null;
  return at === null ? null : { edited: null, type, from: at, to: at, value: '0' };
}

/** Whether the toolbar can add an event (editorForNew gives one): a point or a chosen event gives it a time. */
export function canAddNew(selected: RouteEvent | null, hasPoints: boolean): boolean {
  return hasPoints || selected !== null;
}

/** The reading: a number (decimal comma or point), minimum 0 (spec 2 §5), in Polish. */
export function parseReading(text: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: t.valueRequired };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { error: t.valueNumber };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: t.valueNumber };
  if (value < 0) return { error: t.valueMin };
  return { value };
}

/** `POST /app/route/event/save` body; null while the reading is invalid. */
export function saveBody(vehicleId: number, state: EditorState): RouteEventSaveBody | null {
  const reading = parseReading(state.value);
  if ('error' in reading) return null;
  const body: RouteEventSaveBody = {
    id: vehicleId,
    from_date: state.from,
    to_date: state.to,
    value: reading.value,
    save_event_type_id: state.type,
  };
  if (state.edited) {
    body.event_type_id = state.edited.eid;
    body.orig_from_date = state.edited.fdt;
  }
  return body;
}

/** `POST /app/route/event/delete` body: the same fields, naming the event by type and start. */
export function deleteBody(vehicleId: number, e: RouteEvent & { eid: 21 | 22 }): RouteEventSaveBody {
  return {
    id: vehicleId,
    event_type_id: e.eid,
    from_date: e.fdt,
    to_date: e.tdt ?? e.fdt,
    value: eventValue(e) ?? 0,
    save_event_type_id: e.eid,
    orig_from_date: e.fdt,
  };
}
