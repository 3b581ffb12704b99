import { describe, expect, it } from 'vitest';
import type { ExportTable } from './export-document';
import { robotoMeasure } from './pdf-fonts';
import {
  BASE_FONT,
  CELL_EXTRA,
  LINE_WIDTH,
  MIN_FONT,
  columnNeeds,
  keyColumnCount,
  planTable,
  wantsLandscape,
  type ColumnNeed,
} from './pdf-layout';

/** A stand-in font: every character half an em, bold ones a little wider. */
const fake = (text: string, bold: boolean) => text.length * (bold ? 0.6 : 0.5);

const table: ExportTable = {
  sheetName: 's',
  title: 't',
  header: '',
  cols: [
    { field: 'name', title: 'Zdarzenie', type: 'text' },
    { field: 'fdt', title: 'Od', type: 'datetime' },
    { field: 'empty', title: 'Pusta kolumna', type: 'km' },
    { field: 'km', title: 'Droga GPS [km]', type: 'km' },
    { field: 'geo', title: 'Lokalizacja', type: 'text' },
  ],
  rows: [
    { name: 'Postój z włączonym silnikiem', fdt: '2026-03-11 08:00:00', empty: null, km: 1234.5, geo: '' },
    { name: 'Jazda', fdt: '2026-03-11 09:00:00', empty: '', km: 3, geo: 'Wrocław, ul. Legnicka 12' },
  ],
};

const used = (plan: { fontSize: number; parts: { widths: number[] }[] }) =>
  plan.parts.map((p) => p.widths.reduce((a, b) => a + b, 0) + p.widths.length * CELL_EXTRA + LINE_WIDTH);

describe('columnNeeds', () => {
  it('leaves out columns empty in every row and measures the rest', () => {
    const needs = columnNeeds(table, fake);
    expect(needs.map((n) => n.index)).toEqual([0, 1, 3, 4]);
    const [name, fdt, km, geo] = needs;
    // Text: at least its longest word ('włączonym' or the title), would like its widest value.
    expect(name).toMatchObject({ min: 'Zdarzenie'.length * 0.6, pref: 28 * 0.5, noWrap: false });
    // A date-time and a number never wrap: they need their whole text ('1 234,50').
    expect(fdt).toMatchObject({ min: 19 * 0.5, pref: 19 * 0.5, noWrap: true });
    expect(km).toMatchObject({ min: 8 * 0.5, noWrap: true });
    expect(geo.min).toBe('Lokalizacja'.length * 0.6);
    expect(geo.pref).toBe('Wrocław, ul. Legnicka 12'.length * 0.5);
  });

  it('never breaks a short value: a registration number or a code is one unbreakable piece (issue 27)', () => {
    const regnos: ExportTable = {
      ...table,
      cols: [
        { field: 'regno', title: 'Pojazd', type: 'text' },
        { field: 'place', title: 'Miejsce', type: 'text' },
      ],
      rows: [
        { regno: 'DW 2R905', place: 'Wrocław, ul. Legnicka 12, przy stacji paliw' },
        { regno: 'LE3-20417', place: 'PL, Wrocław' },
        { regno: 'Razem', place: null },
      ],
    };
    const [regno, place] = columnNeeds(regnos, fake);
    // 'DW 2R905' whole, not its longest word '2R905'.
    expect(regno.min).toBe('LE3-20417'.length * 0.5);
    expect(regno.min).toBeGreaterThanOrEqual('DW 2R905'.length * 0.5);
    // A long text still wraps at its spaces; its short values stay whole ('PL, Wrocław').
    expect(place.min).toBe('PL, Wrocław'.length * 0.5);
    expect(place.pref).toBe('Wrocław, ul. Legnicka 12, przy stacji paliw'.length * 0.5);
  });

  it('keeps every column of a table without rows', () => {
    expect(columnNeeds({ ...table, rows: [] }, fake).map((n) => n.index)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('keyColumnCount', () => {
  it('is the first column, with a date right after it', () => {
    expect(keyColumnCount(table.cols)).toBe(2);
    expect(keyColumnCount([table.cols[1], table.cols[0]])).toBe(1);
    expect(keyColumnCount([table.cols[0], table.cols[3]])).toBe(1);
  });
});

const need = (index: number, min: number, pref = min, noWrap = true): ColumnNeed => ({ index, min, pref, noWrap });

describe('planTable', () => {
  it('keeps the base font when everything fits, sharing the room towards preferred widths', () => {
    const plan = planTable([need(0, 5, 20, false), need(1, 10)], 1, 500);
    expect(plan.fontSize).toBe(BASE_FONT);
    expect(plan.parts).toHaveLength(1);
    expect(plan.parts[0].widths[0]).toBeGreaterThanOrEqual(20 * BASE_FONT);
    expect(plan.parts[0].widths[1]).toBeGreaterThanOrEqual(10 * BASE_FONT);
    expect(used(plan)[0]).toBeLessThanOrEqual(500);
  });

  it('scales the font down to fit the page, never below the minimum', () => {
    const needs = Array.from({ length: 10 }, (_, i) => need(i, 9));
    const plan = planTable(needs, 1, 700);
    expect(plan.fontSize).toBeLessThan(BASE_FONT);
    expect(plan.fontSize).toBeGreaterThanOrEqual(MIN_FONT);
    expect(plan.parts).toHaveLength(1);
    expect(used(plan)[0]).toBeLessThanOrEqual(700);
    for (const w of plan.parts[0].widths) expect(w).toBeGreaterThanOrEqual(9 * plan.fontSize);
  });

  it('past the minimum font, splits into column parts that repeat the key columns', () => {
    const needs = Array.from({ length: 30 }, (_, i) => need(i, 9));
    const plan = planTable(needs, 2, 700);
    expect(plan.fontSize).toBe(MIN_FONT);
    expect(plan.parts.length).toBeGreaterThan(1);
    for (const part of plan.parts) expect(part.cols.slice(0, 2)).toEqual([0, 1]);
    expect(plan.parts.flatMap((p) => p.cols.slice(2))).toEqual(needs.slice(2).map((n) => n.index));
    for (const u of used(plan)) expect(u).toBeLessThanOrEqual(700);
    for (const part of plan.parts) for (const w of part.widths) expect(w).toBeGreaterThanOrEqual(9 * MIN_FONT);
  });

  it('wants landscape when the columns on one line do not fit a portrait page', () => {
    expect(wantsLandscape([need(0, 10), need(1, 20)], 535)).toBe(false);
    expect(
      wantsLandscape(
        Array.from({ length: 12 }, (_, i) => need(i, 9)),
        535,
      ),
    ).toBe(true);
  });
});

describe('robotoMeasure', () => {
  it('measures the real font: digits are even, bold is wider, Polish letters are known', () => {
    const m = robotoMeasure();
    expect(m('2026-03-11 08:00:00', false)).toBeCloseTo(m('2026-03-11 18:59:59', false), 6);
    expect(m('Prędkość', true)).toBeGreaterThan(m('Prędkość', false));
    expect(m('ŁÓDŹ', false)).toBeGreaterThan(m('LODZ', false) * 0.9);
    expect(m('', false)).toBe(0);
    // About 9 points for a date-time at 1 pt (0.48 em per character).
    expect(m('2026-03-11 08:00:00', false)).toBeGreaterThan(8);
    expect(m('2026-03-11 08:00:00', false)).toBeLessThan(10.5);
  });
});
