import { describe, expect, it } from 'vitest';
import { eventColumns } from '../events/eventColumns';
import { eventFixture } from '../events/eventFixture';
import { buildExportBody, exportFilename } from './exportBody';
import type { ReportSection } from './reportSections';

const info = { regno: 'DW 12345', fd: '2026-03-01 00:00:00', td: '2026-03-01 23:59:59' };
const sections: ReportSection[] = [{ key: 'general', title: 'Ogólne', rows: [['Pojazd', 'DW 12345']] }];

describe('exportFilename', () => {
  it('holds the registration number and both dates, safe for a file name', () => {
    const name = exportFilename('DW 12345', info.fd, info.td);
    expect(name).toBe('Raport_z_trasy_DW_12345_2026-03-01_00-00-00_2026-03-01_23-59-59');
    expect(name).not.toMatch(/[\s/\\:]/);
  });
  it('keeps Polish letters and drops path separators', () => {
    expect(exportFilename('ŁÓDŹ/../1', info.fd, info.td)).toMatch(/^Raport_z_trasy_ŁÓDŹ_\.\._1_2026/);
  });
});

describe('buildExportBody', () => {
  const specs = eventColumns(() => null);
  const spec = (field: string) => specs.find((s) => s.field === field)!;
  const events = [eventFixture({ eid: 21, name: 'Tankowanie', val: 453, dur: 65 })];

  it('carries the sections rows and the header', () => {
    const body = buildExportBody(info, sections, null);
    expect(body.filename).toContain('DW_12345');
    expect(body.data).toEqual({
      regno: 'DW 12345',
      header: 'Raport z trasy: DW 12345, 2026-03-01 00:00:00 - 2026-03-01 23:59:59',
      sections: [{ title: 'Ogólne', rows: [['Pojazd', 'DW 12345']] }],
    });
    expect(body.events).toBeUndefined();
  });
  it('writes the visible event columns in order with their widths, types and raw values', () => {
    const body = buildExportBody(info, null, {
      columns: [{ spec: spec('val'), width: 120 }, { spec: spec('name') }, { spec: spec('dur') }],
      rows: events,
    });
    expect(body.data.sections).toEqual([]);
    expect(body.events).toEqual({
      title: 'Zdarzenia na trasie',
      header: 'Raport z trasy: DW 12345, 2026-03-01 00:00:00 - 2026-03-01 23:59:59',
      cols: [
        { field: 'val', title: 'Wartość', type: 'number', width: 120 },
        { field: 'name', title: 'Zdarzenie', type: 'text', width: 200 },
        { field: 'dur', title: 'Czas trwania', type: 'duration', width: 125 },
      ],
      data: [{ val: 45.3, name: 'Tankowanie', dur: 65 }],
    });
  });

  it('types every event column: dates, seconds, km, km/h, litres, counters; yes/no and text as shown', () => {
    const full = eventFixture({
      eid: 21,
      val: 453,
      dur: 90_061,
      driver_name: 'Jan Kowalski',
      rgp: 12_345,
      vavg: 55.5,
      t1min: -18.2,
      p: 'Baza',
      ckm: 123_456_789,
      cmth: 9000,
      fl: 300.5,
      flu: 12.25,
      geo: null,
      alarm: true,
    });
    const body = buildExportBody(info, null, { columns: specs.map((s) => ({ spec: s })), rows: [full] });
    const cols = Object.fromEntries(body.events!.cols.map((c) => [c.field, [c.type, c.decimals]]));
    expect(cols).toMatchObject({
      name: ['text', undefined],
      fdt: ['datetime', undefined],
      tdt: ['datetime', undefined],
      dur: ['duration', undefined],
      val: ['number', undefined],
      rgp: ['km', 2],
      rth: ['km', 2],
      vavg: ['kmh', 1],
      vm: ['kmh', 1],
      t1min: ['number', 1],
      ckm: ['integer', 0],
      cmth: ['number', 2],
      fl: ['litres', 1],
      flu: ['litres', 1],
      geo: ['text', undefined],
      alarm: ['text', undefined],
    });
    expect(body.events!.data[0]).toMatchObject({
      fdt: '2026-03-01 08:00:00',
      dur: 90_061,
      val: 45.3,
      driver_name: 'Jan Kowalski',
      rgp: 12.345,
      rth: null,
      vavg: 55.5,
      t1min: -18.2,
      ckm: 123_456,
      cmth: 2.5,
      fl: 300.5,
      flu: 12.25,
      geo: '',
      alarm: 'Tak',
      manual: 'Nie',
    });
  });
});
