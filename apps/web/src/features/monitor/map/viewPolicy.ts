import { SELECT_ZOOM } from '../../../kit/map/constants';

/**
 * When the monitor map moves by itself (spec 1 §4 'Selecting a vehicle', the two map toggles).
 * Pure, so the rules are tested without a browser:
 *  - selecting a vehicle with the centre lock on centres on it at zoom 15;
 *  - on new data, a selected vehicle under the centre lock is followed (zoom kept), otherwise
 *    the scale lock fits every drawn vehicle — only when the set of places changed, so a poll
 *    with nothing new does not undo the user's panning between polls for no reason;
 *  - switching a lock on applies it at once.
 */
export type ViewAction =
  { kind: 'none' } | { kind: 'centre'; lonLat: [number, number]; zoom?: number } | { kind: 'fit' };

const NONE: ViewAction = { kind: 'none' };

export interface ViewInputs {
  /** Place of the selected vehicle when it is drawn, else null. */
  selected: [number, number] | null;
  centerLock: boolean;
  scaleLock: boolean;
}

export function onSelect(inputs: ViewInputs): ViewAction {
  if (!inputs.centerLock || !inputs.selected) return NONE;
  return { kind: 'centre', lonLat: inputs.selected, zoom: SELECT_ZOOM };
}

export interface DataChange extends ViewInputs {
  /** The selected vehicle moved (or was just found) since the last data. */
  selectedMoved: boolean;
  /** The drawn vehicles' places differ from those of the last fit. */
  placesChanged: boolean;
  drawnCount: number;
}

export function onData(change: DataChange): ViewAction {
  if (change.centerLock && change.selected) {
    return change.selectedMoved ? { kind: 'centre', lonLat: change.selected } : NONE;
  }
  if (change.scaleLock && change.placesChanged && change.drawnCount > 0) return { kind: 'fit' };
  return NONE;
}

export function onLockChange(inputs: ViewInputs, which: 'scale' | 'centre', drawnCount: number): ViewAction {
  if (which === 'centre')
    return inputs.centerLock && inputs.selected ? { kind: 'centre', lonLat: inputs.selected } : NONE;
  // The centre lock on a selected vehicle wins over fitting everything.
  if (inputs.centerLock && inputs.selected) return NONE;
  return inputs.scaleLock && drawnCount > 0 ? { kind: 'fit' } : NONE;
}

/** A compact signature of the drawn places (about 1 m precision) to tell whether they changed. */
export function placesSignature(places: readonly { id: number; lon: number; lat: number }[]): string {
  let s = '';
  for (const p of places) s += `${p.id}:${p.lon.toFixed(5)},${p.lat.toFixed(5)};`;
  return s;
}
