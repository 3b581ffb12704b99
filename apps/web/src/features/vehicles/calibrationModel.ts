import {
  emptyTank,
  newCalibration,
  type FuelCalibration,
  type FuelCalibrationPoint,
  type GenericExportBody,
} from '@namiar/domain';

/**
 * The 'Kalibracje paliwowe' dialog as pure rules (spec 3 §4, §5, §9): its states (viewing,
 * editing, adding), what Save, Cancel and Accept do to the list, the table row rule, the curve
 * of a tank, and the CSV export of a calibration.
 */

export type CalibrationMode = 'viewing' | 'editing' | 'adding';

export interface CalibrationState {
  list: FuelCalibration[];
  /** Index of the calibration shown (null: none yet). */
  selected: number | null;
  mode: CalibrationMode;
  /** The calibration being edited or added (a copy; Cancel drops it). */
  draft: FuelCalibration | null;
}

export function initialCalibrationState(list: readonly FuelCalibration[]): CalibrationState {
  const active = list.findIndex((c) => c.active);
  return {
    list: list.map((c) => structuredClone(c)),
    selected: active >= 0 ? active : list.length > 0 ? list.length - 1 : null,
    mode: 'viewing',
    draft: null,
  };
}

export function startEdit(s: CalibrationState): CalibrationState {
  if (s.selected === null) return s;
  return { ...s, mode: 'editing', draft: structuredClone(s.list[s.selected]) };
}

/** A new calibration with the defaults (minimums 10, meter type 1, from now). */
export function startAdd(s: CalibrationState, now: string): CalibrationState {
  return { ...s, mode: 'adding', draft: newCalibration(now) };
}

export function cancel(s: CalibrationState): CalibrationState {
  return { ...s, mode: 'viewing', draft: null };
}

/** Save: in add mode the draft is appended and selected; otherwise it replaces the selected one. */
export function saveDraft(s: CalibrationState): CalibrationState {
  if (!s.draft) return s;
  const draft = { ...s.draft, tanks: s.draft.tanks.map((t) => ({ ...t, points: t.points.filter(validPoint) })) };
  if (s.mode === 'adding') {
    return { list: [...s.list, draft], selected: s.list.length, mode: 'viewing', draft: null };
  }
  if (s.selected === null) return s;
  const list = s.list.slice();
  list[s.selected] = draft;
  return { list, selected: s.selected, mode: 'viewing', draft: null };
}

/** Accept: the selected calibration becomes the vehicle's active one (the others stop being it). */
export function accept(s: CalibrationState): FuelCalibration[] {
  return s.list.map((c, i) => ({ ...c, active: i === s.selected }));
}

/** Spec 3 §5: a table row is valid only if both litre and indicator values are ≥ 0. */
export function validPoint(p: Pick<FuelCalibrationPoint, 'litre_value' | 'indicator_value'>): boolean {
  return (
    typeof p.litre_value === 'number' &&
    typeof p.indicator_value === 'number' &&
    Number.isFinite(p.litre_value) &&
    Number.isFinite(p.indicator_value) &&
    p.litre_value >= 0 &&
    p.indicator_value >= 0
  );
}

/** Tank rows 1 and 2 always exist in the dialog (spec 3 §9: two tanks per calibration). */
export function withBothTanks(c: FuelCalibration): FuelCalibration {
  const tanks = [1, 2].map((no) => c.tanks.find((t) => t.tank_no === no) ?? { ...emptyTank(no), active: false });
  return { ...c, tanks };
}

/** The curve of a tank: its active points by probe reading (x) and litres (y), as the chart draws them. */
export function curve(points: readonly FuelCalibrationPoint[]): [number[], number[]] {
  const pts = points
    .filter((p) => p.active && validPoint(p))
    .slice()
    .sort((a, b) => a.indicator_value - b.indicator_value);
  return [pts.map((p) => p.indicator_value), pts.map((p) => p.litre_value)];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Kalibracja paliwa' plus a timestamp (spec 3 §9), e.g. 'Kalibracja paliwa 2026-03-29 10-15-02'. */
export function exportFileName(prefix: string, at: Date): string {
  const d = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const t = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${prefix} ${d} ${t}`;
}

/** The CSV export of a calibration: one table per tank with points (litres against probe reading). */
export function calibrationExport(
  c: FuelCalibration,
  fileName: string,
  words: { tank: (n: number) => string; litres: string; indicator: string; active: string; yes: string; no: string },
): GenericExportBody {
  const tanks = c.tanks.filter((t) => t.points.length > 0);
  const header = [c.from_date, c.to_date].filter(Boolean).join(' - ');
  return {
    filename: fileName,
    reports: (tanks.length > 0 ? tanks : c.tanks.slice(0, 1)).map((t) => ({
      title: words.tank(t.tank_no),
      header,
      cols: [
        { field: 'indicator', title: words.indicator, type: 'number', decimals: 2 },
        { field: 'litres', title: words.litres, type: 'litres' },
        { field: 'active', title: words.active, type: 'text' },
      ],
      data: t.points
        .slice()
        .sort((a, b) => a.indicator_value - b.indicator_value)
        .map((p) => ({ indicator: p.indicator_value, litres: p.litre_value, active: p.active ? words.yes : words.no })),
    })),
  };
}
