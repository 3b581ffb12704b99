import type { FuelConfig, FuelTankConfig } from '../engine/config';
import { cleanDelimitedText, decodeList, type ListProblem, type ListSpec } from './lists';

/**
 * Fuel meter calibrations (spec 3 §3.2): the dialog's record, its save format (three delimited
 * strings: calibrations, calibrations_tanks, calibrations_points; spec 3 §7) and the part the
 * engine reads (a partial FuelConfig, `fuel_calibrations.document`).
 */

export interface FuelCalibrationPoint {
  litre_value: number;
  indicator_value: number;
  active: boolean;
}

export interface FuelCalibrationTank {
  /** 1 or 2. */
  tank_no: number;
  active: boolean;
  /** Probe number, at most 250 characters. */
  number: string;
  multiplier: number | null;
  /** Litres. */
  capacity: number | null;
  percentage_multiplier_value: number | null;
  points: FuelCalibrationPoint[];
}

export interface FuelCalibration {
  /** The stored calibration's id (also its fuel_meter_calibration_id); 0 for one not saved yet. */
  id: number;
  fuel_meter_type_id: number;
  from_date: string;
  to_date: string;
  /** The one the engine uses (set by 'Akceptuj'). */
  active: boolean;
  fuel_tank_minimum: number;
  fuel_untank_minimum: number;
  fuel_idle_usage: number | null;
  algorithm_deviation: number | null;
  algorithm_point_analyse: number | null;
  algorithm_attraction_factor: number | null;
  combined_tank: boolean;
  motohours: boolean;
  correct_on_stop: boolean;
  system_with_power_off: boolean;
  fuel_km: boolean;
  calibration_invert: boolean;
  inc_floss_key_on: boolean;
  time_correction: boolean;
  time_correction_minutes: number | null;
  text: string;
  tanks: FuelCalibrationTank[];
}

export const MAX_TANKS = 2;
export const PROBE_NUMBER_MAX = 250;
/** Points per tank: a real table has tens; this bounds the body. */
export const MAX_CALIBRATION_POINTS = 1000;

export function emptyTank(tank_no: number): FuelCalibrationTank {
  return {
    tank_no,
    active: tank_no === 1,
    number: '',
    multiplier: 1,
    capacity: null,
    percentage_multiplier_value: null,
    points: [],
  };
}

/** A new calibration with the spec's defaults (§9: minimums 10, meter type 1, from now). */
export function newCalibration(fromDate: string): FuelCalibration {
  return {
    id: 0,
    fuel_meter_type_id: 1,
    from_date: fromDate,
    to_date: '',
    active: false,
    fuel_tank_minimum: 10,
    fuel_untank_minimum: 10,
    fuel_idle_usage: null,
    algorithm_deviation: null,
    algorithm_point_analyse: null,
    algorithm_attraction_factor: null,
    combined_tank: false,
    motohours: false,
    correct_on_stop: false,
    system_with_power_off: false,
    fuel_km: false,
    calibration_invert: false,
    inc_floss_key_on: false,
    time_correction: false,
    time_correction_minutes: null,
    text: '',
    tanks: [emptyTank(1), emptyTank(2)],
  };
}

/** The wire order of a calibration's fields (its index in the list links tanks and points to it). */
export const CALIBRATION_SPEC: ListSpec = {
  columns: [
    ['id', 'int'],
    ['fuel_meter_type_id', 'int'],
    ['from_date', 'date'],
    ['to_date', 'date'],
    ['active', 'bool'],
    ['fuel_tank_minimum', 'num'],
    ['fuel_untank_minimum', 'num'],
    ['fuel_idle_usage', 'num'],
    ['algorithm_deviation', 'num'],
    ['algorithm_point_analyse', 'int'],
    ['algorithm_attraction_factor', 'num'],
    ['combined_tank', 'bool'],
    ['motohours', 'bool'],
    ['correct_on_stop', 'bool'],
    ['system_with_power_off', 'bool'],
    ['fuel_km', 'bool'],
    ['calibration_invert', 'bool'],
    ['inc_floss_key_on', 'bool'],
    ['time_correction', 'bool'],
    ['time_correction_minutes', 'int'],
    ['text', 'text'],
  ],
  key: ['id', 'fuel_meter_type_id', 'from_date'],
};

export const CALIBRATION_TANK_SPEC: ListSpec = {
  columns: [
    ['calibration', 'int'],
    ['tank_no', 'int'],
    ['active', 'bool'],
    ['number', 'text'],
    ['multiplier', 'num'],
    ['capacity', 'num'],
    ['percentage_multiplier_value', 'num'],
  ],
  key: ['calibration', 'tank_no'],
};

export const CALIBRATION_POINT_SPEC: ListSpec = {
  columns: [
    ['calibration', 'int'],
    ['tank_no', 'int'],
    ['litre_value', 'num'],
    ['indicator_value', 'num'],
    ['active', 'bool'],
  ],
  key: ['calibration', 'tank_no', 'litre_value', 'indicator_value'],
};

const v = (x: unknown) => (x === null || x === undefined ? '' : String(x));
const b = (x: boolean) => (x ? '1' : '0');

/** The three save strings of the calibration list (spec 3 §7). */
export function encodeCalibrations(list: readonly FuelCalibration[]): {
  calibrations: string;
  calibrations_tanks: string;
  calibrations_points: string;
} {
  const cals: string[] = [];
  const tanks: string[] = [];
  const points: string[] = [];
  list.forEach((c, i) => {
    cals.push(
      CALIBRATION_SPEC.columns
        .map(([name, kind]) => {
          const x = (c as unknown as Record<string, unknown>)[name];
          if (kind === 'bool') return b(!!x);
          if (kind === 'text' || kind === 'date') return cleanDelimitedText(v(x));
          return v(x);
        })
        .join('^'),
    );
    for (const t of c.tanks) {
      tanks.push(
        [
          i,
          t.tank_no,
          b(t.active),
          cleanDelimitedText(t.number),
          v(t.multiplier),
          v(t.capacity),
          v(t.percentage_multiplier_value),
        ].join('^'),
      );
      for (const p of t.points) {
        if (!Number.isFinite(p.litre_value) || !Number.isFinite(p.indicator_value)) continue;
        points.push([i, t.tank_no, p.litre_value, p.indicator_value, b(p.active)].join('^'));
      }
    }
  });
  return { calibrations: cals.join('|'), calibrations_tanks: tanks.join('|'), calibrations_points: points.join('|') };
}

export type FuelCalibrationProblem = {
  list: 'calibrations' | 'calibrations_tanks' | 'calibrations_points';
} & ListProblem;

/** The three strings back into calibrations, or the first problem (a tank or point of no calibration included). */
export function decodeCalibrations(
  calibrations: string,
  tanksText: string,
  pointsText: string,
): { calibrations: FuelCalibration[] } | { problem: FuelCalibrationProblem } {
  const c = decodeList(CALIBRATION_SPEC, calibrations);
  if ('problem' in c) return { problem: { list: 'calibrations', ...c.problem } };
  const t = decodeList(CALIBRATION_TANK_SPEC, tanksText);
  if ('problem' in t) return { problem: { list: 'calibrations_tanks', ...t.problem } };
  const p = decodeList(CALIBRATION_POINT_SPEC, pointsText);
  if ('problem' in p) return { problem: { list: 'calibrations_points', ...p.problem } };
  const out: FuelCalibration[] = c.rows.map((r) => ({ ...(r as unknown as FuelCalibration), tanks: [] }));
  for (const [i, row] of t.rows.entries()) {
    const cal = out[row.calibration as number];
    const tankNo = row.tank_no as number;
    if (!cal || tankNo < 1 || tankNo > MAX_TANKS || cal.tanks.some((x) => x.tank_no === tankNo)) {
      return { problem: { list: 'calibrations_tanks', entry: i, field: 'tank_no' } };
    }
    const { calibration: _drop, ...tank } = row;
    cal.tanks.push({ ...(tank as unknown as Omit<FuelCalibrationTank, 'points'>), points: [] });
  }
  for (const [i, row] of p.rows.entries()) {
    const tank = out[row.calibration as number]?.tanks.find((x) => x.tank_no === row.tank_no);
    if (!tank) return { problem: { list: 'calibrations_points', entry: i, field: 'tank_no' } };
    if (tank.points.length >= MAX_CALIBRATION_POINTS) {
      return { problem: { list: 'calibrations_points', entry: i, field: null } };
    }
    tank.points.push({
      litre_value: row.litre_value as number,
      indicator_value: row.indicator_value as number,
      active: row.active as boolean,
    });
  }
  for (const cal of out) cal.tanks.sort((a, b) => a.tank_no - b.tank_no);
  return { calibrations: out };
}

/**
 * What the engine reads of a calibration (engine/config.ts FuelConfig): tanks by number with
 * their active points (indicator → litres), the refuelling and loss minimums, idle usage,
 * losses with the key on, the smoothing window and noise band. Fields the engine has no rule
 * for (combined tank, motohours, time correction, ...) stay in the calibration's record only.
 */
export function calibrationEngineDocument(cal: FuelCalibration): Partial<FuelConfig> {
  const tanks: FuelTankConfig[] = [];
  for (const no of [1, 2]) {
    const t = cal.tanks.find((x) => x.tank_no === no);
    if (!t) {
      if (no === 1 && cal.tanks.some((x) => x.tank_no === 2)) tanks.push(inactiveTank());
      continue;
    }
    tanks.push({
      active: t.active,
      multiplier: t.multiplier && t.multiplier > 0 ? t.multiplier : 1,
      capacity: t.capacity && t.capacity > 0 ? t.capacity : 0,
      points: t.points.map((p) => ({ indicator: p.indicator_value, litres: p.litre_value, active: p.active })),
    });
  }
  // Trailing inactive tanks say nothing: tank 2 absent and inactive mean the same.
  while (tanks.length > 0 && !tanks[tanks.length - 1].active) tanks.pop();
  const doc: Partial<FuelConfig> = {
    tanks,
    tankMinimum: cal.fuel_tank_minimum,
    untankMinimum: cal.fuel_untank_minimum,
    lossWithKeyOn: cal.inc_floss_key_on,
  };
  if (cal.fuel_idle_usage !== null) doc.idleUsage = cal.fuel_idle_usage;
  if (cal.algorithm_point_analyse !== null && cal.algorithm_point_analyse > 0) {
    doc.smoothingPoints = cal.algorithm_point_analyse;
  }
  if (cal.algorithm_deviation !== null && cal.algorithm_deviation > 0) doc.noiseLitres = cal.algorithm_deviation;
  return doc;
}

function inactiveTank(): FuelTankConfig {
  return { active: false, multiplier: 1, capacity: 0, points: [] };
}

/**
 * A calibration record for an engine document stored without one (calibrations written before
 * the editor existed, e.g. by an older demo seed): what the dialog shows of it.
 */
export function calibrationFromEngineDocument(id: number, doc: Partial<FuelConfig>, fromDate: string): FuelCalibration {
  const cal = newCalibration(fromDate);
  cal.id = id;
  cal.active = true;
  if (doc.tankMinimum !== undefined) cal.fuel_tank_minimum = doc.tankMinimum;
  if (doc.untankMinimum !== undefined) cal.fuel_untank_minimum = doc.untankMinimum;
  if (doc.idleUsage !== undefined) cal.fuel_idle_usage = doc.idleUsage;
  if (doc.lossWithKeyOn !== undefined) cal.inc_floss_key_on = doc.lossWithKeyOn;
  if (doc.smoothingPoints !== undefined) cal.algorithm_point_analyse = doc.smoothingPoints;
  if (doc.noiseLitres !== undefined) cal.algorithm_deviation = doc.noiseLitres;
  cal.tanks = [1, 2].map((no) => {
    const t = doc.tanks?.[no - 1];
    if (!t) return { ...emptyTank(no), active: false };
    return {
      tank_no: no,
      active: t.active,
      number: '',
      multiplier: t.multiplier,
      capacity: t.capacity || null,
      percentage_multiplier_value: null,
      points: t.points.map((p) => ({ litre_value: p.litres, indicator_value: p.indicator, active: p.active })),
    };
  });
  return cal;
}
