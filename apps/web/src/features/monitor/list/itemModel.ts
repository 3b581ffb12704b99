import {
  hoursFromSeconds,
  ioClass,
  kmFromMetres,
  thermometerState,
  type Input8,
  type InspectionP12,
  type IoClass,
  type MonitVehicle,
  type Output4,
  type ThermometerKind,
  type Thermo16,
} from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { decimal, formatThermometer, withUnit } from './format';
import { RAIL_KEYS, type ListFlags, type RailKey } from './listFlags';

/**
 * What one list item shows, computed from the record and the flags (spec 1 §2.7, §3.1, §4).
 * Pure, so the rules (which value, which text, which class) are tested without a browser.
 * A value the vehicle does not have (null: no sensor, no such equipment) is left out rather
 * than shown as '--', which keeps a car's item free of locomotive values and the other way round.
 */

const t = pl.monitList;
const u = pl.monitList.units;

export interface ItemValue {
  key: string;
  label: string;
  text: string;
  /** Extra class: an accumulator below its minimum is an alert. */
  alert?: boolean;
}

function value(key: string, label: string, v: number | null, digits: number, unit: string): ItemValue | null {
  return v === null || !Number.isFinite(v) ? null : { key, label, text: withUnit(v, digits, unit) };
}

/**
 * Rail panel items monit-vl-a … monit-vl-g (spec 1 §3.9 names only the flags). Namiar's
 * reading: a traction counter (tpc, kWh), b line voltage (tv, V), c traction power (tpm, kW),
 * d traction current (tpm / tv, A), e working mode (drawing / regenerating / idle by the sign
 * of tpm), f share of regenerated energy (e2 / e1, %), g line state (tv > 0 = live).
 */
export function railValue(v: MonitVehicle, key: RailKey): ItemValue | null {
  const label = t.rail[key];
  const { tpc, tv, tpm, e1, e2 } = v;
  switch (key) {
    case 'a':
      return value('rail-a', label, tpc, 0, u.kwh);
    case 'b':
      return value('rail-b', label, tv, 0, u.volt);
    case 'c':
      return value('rail-c', label, tpm, 0, u.kw);
    case 'd':
      return tpm === null || tv === null || tv <= 0 ? null : value('rail-d', label, (tpm * 1000) / tv, 0, u.amp);
    case 'e':
      if (tpm === null) return null;
      return { key: 'rail-e', label, text: tpm > 0 ? t.railDraw : tpm < 0 ? t.railRegen : t.railIdle };
    case 'f':
      return e1 === null || e2 === null || e1 <= 0 ? null : value('rail-f', label, (e2 / e1) * 100, 1, '%');
    case 'g':
      return tv === null ? null : { key: 'rail-g', label, text: tv > 0 ? t.railLive : t.railDead };
  }
}

/** The numeric values of the item in the spec's order, each behind its flag. */
export function itemValues(v: MonitVehicle, f: ListFlags): ItemValue[] {
  const out: (ItemValue | null)[] = [
    f.speed ? value('speed', t.fields.speed, v.v, 0, u.kmh) : null,
    f.speedTacho ? value('speedTacho', t.fields.speedTacho, v.th, 0, u.kmh) : null,
    f.engine ? value('engine', t.fields.engine, v.r, 0, u.rpm) : null,
    f.fuel ? value('fuel', t.fields.fuel, v.f, 1, u.litre) : null,
    f.tonage ? value('tonage', t.fields.tonage, v.t, 2, u.tonne) : null,
    f.accumulator ? value('accumulator', t.fields.accumulator, v.al, 1, u.volt) : null,
    f.counter && v.ckm !== null ? value('counter', t.fields.counter, kmFromMetres(v.ckm), 1, u.km) : null,
    f.mth && v.cmth !== null ? value('mth', t.fields.mth, hoursFromSeconds(v.cmth), 1, u.mth) : null,
    f.energy1 ? value('energy1', t.fields.energy1, v.e1, 0, u.kwh) : null,
    f.energy2 ? value('energy2', t.fields.energy2, v.e2, 0, u.kwh) : null,
    ...RAIL_KEYS.map((k) => (f.rail[k] ? railValue(v, k) : null)),
  ];
  const values = out.filter((x): x is ItemValue => x !== null);
  const acc = values.find((x) => x.key === 'accumulator');
  if (acc && v.al_a === 1) acc.alert = true;
  return values;
}

export interface ItemThermometer {
  n: Thermo16;
  name: string;
  text: string;
  kind: ThermometerKind;
}

/** Thermometers 1–16 the vehicle has (none = no reading configured: left out). */
export function itemThermometers(v: MonitVehicle): ItemThermometer[] {
  const out: ItemThermometer[] = [];
  for (let i = 1; i <= 16; i++) {
    const n = i as Thermo16;
    const state = thermometerState(v[`t${n}`] ?? null, v[`td_min${n}`] ?? null, v[`td_max${n}`] ?? null, v.vtp);
    if (state.kind === 'none') continue;
    out.push({ n, name: v[`td${n}`]?.trim() || `T${n}`, text: formatThermometer(state), kind: state.kind });
  }
  return out;
}

export interface ItemInspection {
  kind: 'p' | 'w';
  n: number;
  /** 'P3', 'W1'. */
  label: string;
  /** 0 ok, 1 reminder due, 2 overrun. */
  level: number;
  iid: number | null;
  /** Periodic only: 2 = paused. */
  statusId: number | null;
  customName: string | null;
}

export function itemInspections(v: MonitVehicle): ItemInspection[] {
  const out: ItemInspection[] = [];
  for (let n = 1; n <= 12; n++) {
    const k = n as InspectionP12;
    // Group members are absent when null (api/monit.ts).
    const level = v[`ins${k}`] ?? null;
    if (level === null) continue;
    out.push({
      kind: 'p',
      n,
      label: `P${n}`,
      level,
      iid: v[`insid${k}`] ?? null,
      statusId: v[`inssid${k}`] ?? null,
      customName: v[`inscn${k}`] ?? null,
    });
  }
  for (let n = 1; n <= 8; n++) {
    const k = n as Input8;
    const level = v[`insw${k}`] ?? null;
    if (level === null) continue;
    out.push({ kind: 'w', n, label: `W${n}`, level, iid: v[`inswid${k}`] ?? null, statusId: null, customName: null });
  }
  return out;
}

export interface ItemIo {
  kind: 'input' | 'output';
  n: number;
  /** 'I1', 'O2'. */
  label: string;
  className: IoClass;
  type: number | null;
  description: string | null;
  value: number | null;
}

/** Inputs 1–4 and outputs 1–4 that are configured (spec 1 §9: 4 of each on the item). */
export function itemIo(v: MonitVehicle): ItemIo[] {
  const out: ItemIo[] = [];
  for (let n = 1; n <= 4; n++) {
    const k = n as Input8 & Output4;
    const pairs = [
      {
        kind: 'input' as const,
        label: `I${n}`,
        value: v[`i${k}`] ?? null,
        type: v[`it${k}`] ?? null,
        description: v[`id${k}`] ?? null,
      },
      {
        kind: 'output' as const,
        label: `O${n}`,
        value: v[`o${k}`] ?? null,
        type: v[`ot${k}`] ?? null,
        description: v[`od${k}`] ?? null,
      },
    ];
    for (const p of pairs) {
      const className = ioClass(p.value, p.type);
      if (className !== 'off') out.push({ ...p, n, className });
    }
  }
  // Inputs first, then outputs, each in number order.
  return out.sort((a, b) => (a.kind === b.kind ? a.n - b.n : a.kind === 'input' ? -1 : 1));
}

/** Battery percent text of a type-9 recorder, '--' when unknown. */
export function batteryText(alp: number | null): string {
  return alp === null ? pl.common.noData : t.battery(decimal(alp, 0));
}
