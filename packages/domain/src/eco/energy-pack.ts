import { packColumns, unpackColumns, type PackedColumns, type PackedValue } from '../api/columns';
import { ECO_ENERGY_FIELDS, type EcoAnswer, type EcoEnergyEntry } from './answer';
import { minuteFormatter } from './zone-minutes';

/** Decimal places kept per packed energy field (the precision the windows are rounded to). */
const PLACES: Partial<Record<(typeof ECO_ENERGY_FIELDS)[number], number>> = {
  pc: 3,
  pu: 3,
  pum: 1,
  po: 3,
  v: 1,
  vmin: 1,
  vmax: 1,
  lon: 6,
  lat: 6,
  pr: 3,
  ex: 1,
};

/** The windows as packed columns of ECO_ENERGY_FIELDS (the answer's `energy`). */
export function packEcoEnergy(windows: readonly EcoEnergyEntry[]): PackedColumns {
  const n = windows.length;
  const fields: Record<string, PackedValue[]> = {};
  for (const f of ECO_ENERGY_FIELDS) fields[f] = new Array<PackedValue>(n);
  for (let i = 0; i < n; i++) {
    const w = windows[i];
    for (const f of ECO_ENERGY_FIELDS) fields[f][i] = f === 'over' ? (w.over ? 1 : 0) : w[f];
  }
  return packColumns(n, fields, PLACES);
}

const numOrNull = (v: PackedValue | undefined) => (typeof v === 'number' ? v : null);
const numOr0 = (v: PackedValue | undefined) => (typeof v === 'number' ? v : 0);

/** The answer's packed windows back as entries, `ld` and `ldu` formatted in the company zone. */
export function unpackEcoEnergy(packed: PackedColumns, timeZone: string): EcoEnergyEntry[] {
  const n = packed.n;
  if (n === 0) return [];
  const c = unpackColumns(packed);
  const format = minuteFormatter(timeZone);
  const out = new Array<EcoEnergyEntry>(n);
  for (let i = 0; i < n; i++) {
    const ldValue = numOr0(c.ldValue[i]);
    const lduValue = numOr0(c.lduValue[i]);
    const cNo = c.c_no[i];
    out[i] = {
      pc: numOrNull(c.pc[i]),
      pu: numOrNull(c.pu[i]),
      pum: numOrNull(c.pum[i]),
      po: numOrNull(c.po[i]),
      c_no: typeof cNo === 'string' ? cNo : null,
      ld: format(ldValue),
      ldu: format(lduValue),
      ldValue,
      lduValue,
      v: numOr0(c.v[i]),
      vmin: numOr0(c.vmin[i]),
      vmax: numOr0(c.vmax[i]),
      lon: numOr0(c.lon[i]),
      lat: numOr0(c.lat[i]),
      pr: numOrNull(c.pr[i]),
      ex: numOrNull(c.ex[i]),
      over: c.over[i] === 1,
      vol: numOrNull(c.vol[i]),
      skipped: numOr0(c.skipped[i]),
    };
  }
  return out;
}

/** The answer's windows and its grid rows (the windows `data` indexes), unpacked once. */
export function ecoAnswerRows(answer: Pick<EcoAnswer, 'energy' | 'data' | 'info'>): {
  energy: EcoEnergyEntry[];
  rows: EcoEnergyEntry[];
} {
  const energy = unpackEcoEnergy(answer.energy, answer.info.tz);
  const rows = answer.data.length === energy.length ? energy : answer.data.map((i) => energy[i]);
  return { energy, rows };
}
