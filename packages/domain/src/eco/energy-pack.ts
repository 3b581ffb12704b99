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

/**
 * The windows as packed columns of ECO_ENERGY_FIELDS (the answer's `energy`). One plain loop
 * per field: a month of 1-minute windows is ~45,000 entries, and reading them by a field name
 * held in a variable cost several times more.
 */
export function packEcoEnergy(windows: readonly EcoEnergyEntry[]): PackedColumns {
  const col = <T extends PackedValue>(get: (w: EcoEnergyEntry) => T) => {
    const out = new Array<T>(windows.length);
    for (let i = 0; i < windows.length; i++) out[i] = get(windows[i]);
    return out;
  };
  const fields: Record<(typeof ECO_ENERGY_FIELDS)[number], PackedValue[]> = {
    ldValue: col((w) => w.ldValue),
    lduValue: col((w) => w.lduValue),
    pc: col((w) => w.pc),
    pu: col((w) => w.pu),
    pum: col((w) => w.pum),
    po: col((w) => w.po),
    c_no: col((w) => w.c_no),
    v: col((w) => w.v),
    vmin: col((w) => w.vmin),
    vmax: col((w) => w.vmax),
    lon: col((w) => w.lon),
    lat: col((w) => w.lat),
    pr: col((w) => w.pr),
    ex: col((w) => w.ex),
    over: col((w) => (w.over ? 1 : 0)),
    vol: col((w) => w.vol),
    skipped: col((w) => w.skipped),
  };
  return packEcoEnergyColumns(windows.length, fields);
}

/** Packs windows given as one array per ECO_ENERGY_FIELDS field (`over` as 1/0). */
export function packEcoEnergyColumns(
  n: number,
  fields: Record<(typeof ECO_ENERGY_FIELDS)[number], PackedValue[]>,
): PackedColumns {
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
