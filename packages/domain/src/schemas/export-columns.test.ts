import { describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMN_TYPES,
  clockDuration,
  excelNumberFormat,
  exportCellText,
  exportColumnTitle,
  exportCsvText,
  exportValueFits,
  parseExportDateTime,
  type ExportColumnType,
} from './export-columns';

const col = (type: ExportColumnType, decimals?: number) => ({ type, decimals });

describe('exportColumnTitle', () => {
  it("puts the type's unit into the title unless the title already names one", () => {
    expect(exportColumnTitle({ title: 'Dystans', type: 'km' })).toBe('Dystans [km]');
    expect(exportColumnTitle({ title: 'Paliwo', type: 'litres' })).toBe('Paliwo [l]');
    expect(exportColumnTitle({ title: 'Prędkość', type: 'kmh' })).toBe('Prędkość [km/h]');
    expect(exportColumnTitle({ title: 'Udział', type: 'percent' })).toBe('Udział [%]');
    expect(exportColumnTitle({ title: 'Droga GPS [km]', type: 'km' })).toBe('Droga GPS [km]');
    expect(exportColumnTitle({ title: 'Czas', type: 'duration' })).toBe('Czas');
    expect(exportColumnTitle({ title: 'Od', type: 'datetime' })).toBe('Od');
  });
});

describe('excelNumberFormat', () => {
  it('gives each type its number format', () => {
    const formats = Object.fromEntries(EXPORT_COLUMN_TYPES.map((t) => [t, excelNumberFormat(col(t))]));
    expect(formats).toEqual({
      text: null,
      number: 'General',
      integer: '#,##0',
      km: '#,##0.00',
      kmh: '#,##0.0',
      litres: '#,##0.0',
      percent: '#,##0.0',
      duration: '[h]:mm:ss',
      datetime: 'yyyy-mm-dd hh:mm:ss',
      date: 'yyyy-mm-dd',
    });
    expect(excelNumberFormat(col('number', 3))).toBe('#,##0.000');
    expect(excelNumberFormat(col('km', 0))).toBe('#,##0');
  });
});

describe('parseExportDateTime', () => {
  it('reads exact date-times and dates of real calendar moments only', () => {
    expect(parseExportDateTime('2026-03-29 02:30:00')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 2,
      minute: 30,
      second: 0,
    });
    expect(parseExportDateTime('2024-02-29', true)).toMatchObject({ year: 2024, month: 2, day: 29, hour: 0 });
    for (const bad of [
      '2026-02-29 00:00:00',
      '2026-13-01 00:00:00',
      '2026-03-11 24:00:00',
      '2026-03-11 23:60:00',
      '2026-03-11T08:00:00',
      '2026-03-11 8:00:00',
      '2026-03-11 08:00:00 ',
      '1899-12-31 00:00:00',
      '2026-03-11',
      '',
    ])
      expect(parseExportDateTime(bad), bad).toBeNull();
    expect(parseExportDateTime('2026-03-11 08:00:00', true)).toBeNull();
  });
});

describe('exportValueFits', () => {
  it('takes empty cells in every column and raw values of the type only', () => {
    for (const t of EXPORT_COLUMN_TYPES)
      for (const v of [null, '', undefined]) expect(exportValueFits(col(t), v)).toBe(true);
    expect(exportValueFits(col('km'), 12.5)).toBe(true);
    expect(exportValueFits(col('km'), '12,5')).toBe(false);
    expect(exportValueFits(col('integer'), Number.NaN)).toBe(false);
    expect(exportValueFits(col('duration'), 0)).toBe(true);
    expect(exportValueFits(col('duration'), -1)).toBe(false);
    expect(exportValueFits(col('duration'), '0:01:00')).toBe(false);
    expect(exportValueFits(col('datetime'), '2026-03-11 08:00:00')).toBe(true);
    expect(exportValueFits(col('datetime'), 1773216000000)).toBe(false);
    expect(exportValueFits(col('date'), '2026-03-11')).toBe(true);
    expect(exportValueFits(col('date'), '2026-03-11 08:00:00')).toBe(false);
    expect(exportValueFits(col('text'), 'x')).toBe(true);
    expect(exportValueFits(col('text'), 3)).toBe(true);
  });
});

describe('exportCellText (PDF) and exportCsvText (CSV)', () => {
  it("writes the product's notation in PDFs and what Polish Excel reads back in CSVs", () => {
    expect(exportCellText(col('km'), 12345.678)).toBe('12\u00a0345,68');
    expect(exportCsvText(col('km'), 12345.678)).toBe('12345,68');
    expect(exportCellText(col('integer'), 1234567.6)).toBe('1\u00a0234\u00a0568');
    expect(exportCellText(col('number'), 12.5)).toBe('12,5');
    expect(exportCellText(col('number'), 3)).toBe('3');
    expect(exportCsvText(col('number'), -0.25)).toBe('-0,25');
    expect(exportCellText(col('litres', 2), 40)).toBe('40,00');
    expect(exportCellText(col('duration'), 90_061)).toBe('1 dzień 1:01:01');
    expect(exportCsvText(col('duration'), 90_061)).toBe('25:01:01');
    expect(exportCellText(col('datetime'), '2026-03-11 08:00:00')).toBe('2026-03-11 08:00:00');
    expect(exportCsvText(col('text'), 2.5)).toBe('2,5');
    expect(exportCellText(col('km'), null)).toBe('');
    expect(exportCsvText(col('duration'), '')).toBe('');
  });

  it('writes durations past a day as hours in CSVs', () => {
    expect(clockDuration(0)).toBe('0:00:00');
    expect(clockDuration(3599.9)).toBe('0:59:59');
    expect(clockDuration(49 * 3600 + 189)).toBe('49:03:09');
  });
});
