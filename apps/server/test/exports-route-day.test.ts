import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_MSG,
  isAlarmValueScaled,
  type ExportColumnSpec,
  type ExportTableBody,
  type RouteAnswer,
  type RouteEvent,
  type RouteReportExportBody,
} from '@namiar/domain';
import { excelSerial } from '../src/modules/exports/xlsx-writer';
import { pdfLines, pdfText } from './pdf-text';
import { DIALECTS, get, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies } from './route-fixtures';

/**
 * Issue 13 §1: the route report of a full day of a refrigerated truck (three simulated days
 * through ingest and the engine, route-fixtures.ts), every events column present, exported as
 * the web sends it (features/route/report/exportBody.ts with events/eventColumns.ts: typed
 * columns, raw values), then the files opened: the xlsx by exceljs (cell types and number
 * formats), the PDF's text (every date whole on one line, only the non-empty columns), the CSV
 * (BOM, ';', decimal commas, quoting).
 */

const FROM = '2026-03-11 00:00:00';
const TO = '2026-03-11 23:59:59';
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;

type Col = ExportColumnSpec & { value: (e: RouteEvent) => string | number | null };

/** The events grid's columns as the web exports them (eventColumns.ts, kit/grid/exportTable.ts). */
function webColumns(): Col[] {
  const km = (m: number | null) => (m === null ? null : m / 1000);
  const col = (field: string, title: string, type: Col['type'], value: Col['value'], decimals?: number): Col => ({
    field,
    title,
    type,
    width: 100,
    value,
    ...(decimals === undefined ? {} : { decimals }),
  });
  const temps = ([1, 2, 3, 4] as const).flatMap((n) => [
    col(`t${n}min`, `T${n} min [°C]`, 'number', (e) => e[`t${n}min`], 1),
    col(`t${n}max`, `T${n} maks. [°C]`, 'number', (e) => e[`t${n}max`], 1),
  ]);
  return [
    col('name', 'Zdarzenie', 'text', (e) => e.name),
    col('fdt', 'Od', 'datetime', (e) => e.fdt),
    col('tdt', 'Do', 'datetime', (e) => e.tdt),
    col('dur', 'Czas trwania', 'duration', (e) => e.dur),
    col('val', 'Wartość', 'number', (e) =>
      e.val === null ? null : isAlarmValueScaled(e.eid, true) ? e.val / 10 : e.val,
    ),
    col('driver_name', 'Kierowca', 'text', (e) => e.driver_name ?? ''),
    col('trailer', 'Naczepa', 'text', (e) => e.trailer ?? ''),
    col('rgp', 'Droga GPS [km]', 'km', (e) => km(e.rgp), 2),
    col('rth', 'Droga tacho [km]', 'km', (e) => km(e.rth), 2),
    col('vavg', 'Prędkość średnia [km/h]', 'kmh', (e) => e.vavg, 1),
    col('vm', 'Prędkość maks. [km/h]', 'kmh', (e) => e.vm, 1),
    ...temps,
    col('p', 'POI', 'text', (e) => e.p ?? ''),
    col('ckm', 'Licznik km', 'integer', (e) => (e.ckm === null ? null : Math.floor(e.ckm / 1000)), 0),
    col('cmth', 'Licznik mth [mth]', 'number', (e) => (e.cmth === null ? null : e.cmth / 3600), 2),
    col('fl', 'Poziom paliwa [l]', 'litres', (e) => e.fl, 1),
    col('flu', 'Zużycie paliwa [l]', 'litres', (e) => e.flu, 1),
    col('geo', 'Lokalizacja', 'text', (e) => e.geo ?? ''),
    col('xxx', 'Numer wydania', 'text', (e) => e.xxx ?? ''),
    col('inv', 'Faktura', 'text', (e) => e.inv ?? ''),
    col('info', 'Uwagi', 'text', (e) => e.info ?? ''),
    col('alarm', 'Alarm', 'text', (e) => (e.alarm ? 'Tak' : 'Nie')),
    col('manual', 'Dodane ręcznie', 'text', (e) => (e.manual ? 'Tak' : 'Nie')),
  ];
}

function eventsTable(events: RouteEvent[], header: string): ExportTableBody {
  const cols = webColumns();
  return {
    title: 'Zdarzenia na trasie',
    header,
    cols: cols.map(({ value: _value, ...c }) => c),
    data: events.map((e) => Object.fromEntries(cols.map((c) => [c.field, c.value(e)]))),
  };
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

describe.each(DIALECTS)('route report of a full day, typed, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let noRoute: string;
  let events: RouteEvent[];
  let body: RouteReportExportBody;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    const fx = await routeCompanies(t);
    admin = fx.admin;
    noRoute = fx.noRoute;
    const res = await post(t.app, '/app/route', { id: String(fx.a1.id), from_date: FROM, to_date: TO }, admin);
    events = (res.json() as RouteAnswer).events;
    const header = `Raport z trasy: WA 1001, ${FROM} - ${TO}`;
    body = {
      filename: 'Raport_z_trasy_WA_1001_2026-03-11_00-00-00_2026-03-11_23-59-59',
      data: { regno: 'WA 1001', header, sections: [{ title: 'Ogólne', rows: [['Pojazd', 'WA 1001']] }] },
      events: eventsTable(events, header),
    };
  }, 180_000);
  afterAll(() => t.close());

  const exportFile = async (call: string, json: unknown) => {
    const res = await post(t.app, call, { json: JSON.stringify(json) }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { path } = res.json() as { path: string };
    const file = await get(t.app, path, admin);
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };

  it('has a real day of a truck: driving, stops, fuel, temperature, driver, counters', () => {
    expect(events.length).toBeGreaterThan(10);
    const data = body.events!.data;
    for (const field of ['rgp', 'vavg', 'vm', 't1min', 'ckm', 'cmth', 'fl', 'driver_name', 'tdt', 'val'])
      expect(
        data.some((r) => !isEmpty(r[field])),
        field,
      ).toBe(true);
    expect(data.some((r) => (r.dur as number) >= 3600)).toBe(true);
  });

  it('writes the xlsx with typed cells: numbers, [h]:mm:ss durations and dates, text as text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportFile('/app/xlscreator/routereport', body)) as never);
    const ws = wb.getWorksheet('Zdarzenia na trasie')!;
    const cols = body.events!.cols;
    let head = 0;
    ws.eachRow((row, n) => {
      if (!head && row.getCell(1).value === 'Zdarzenie') head = n;
    });
    expect((ws.getRow(head).values as unknown[]).slice(1)).toEqual(cols.map((c) => c.title));
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: head });
    expect(ws.autoFilter).toBeTruthy();
    const at = (field: string) => cols.findIndex((c) => c.field === field) + 1;
    const day0 = excelSerial(new Date(Date.UTC(1899, 11, 30)));
    body.events!.data.forEach((src, i) => {
      const row = ws.getRow(head + 1 + i);
      const cell = (field: string) => row.getCell(at(field));
      expect(cell('name').value).toBe(src.name);
      expect(cell('name').type).toBe(ExcelJS.ValueType.String);
      const fdt = cell('fdt');
      expect(fdt.value).toBeInstanceOf(Date);
      expect((fdt.value as Date).toISOString().replace('T', ' ').slice(0, 19)).toBe(src.fdt);
      expect(fdt.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      const dur = cell('dur');
      expect(dur.numFmt).toBe('[h]:mm:ss');
      expect(Math.round((excelSerial(dur.value as Date) - day0) * 86_400)).toBe(src.dur);
      for (const [field, numFmt] of [
        ['rgp', '#,##0.00'],
        ['vavg', '#,##0.0'],
        ['t1min', '#,##0.0'],
        ['ckm', '#,##0'],
        ['cmth', '#,##0.00'],
        ['fl', '#,##0.0'],
      ] as const) {
        const c = cell(field);
        if (isEmpty(src[field])) {
          expect(c.value, field).toBeNull();
          continue;
        }
        expect(c.type, field).toBe(ExcelJS.ValueType.Number);
        expect(c.value, field).toBe(src[field]);
        expect(c.numFmt, field).toBe(numFmt);
      }
      expect(cell('alarm').value).toBe(src.alarm);
    });
  });

  it('writes the PDF with only the non-empty columns, every date whole on one line', async () => {
    const pdf = await exportFile('/app/pdfcreator/routereport', body);
    const { cols, data } = body.events!;
    const filled = cols.filter((c) => data.some((r) => !isEmpty(r[c.field])));
    const empty = cols.filter((c) => !filled.includes(c));
    expect(empty.length).toBeGreaterThan(0);
    expect(filled.length).toBeGreaterThan(15);
    const text = pdfText(pdf);
    // The header row, cell after cell (titles wrap inside their cells at spaces only).
    expect(text).toContain(filled.map((c) => c.title).join(''));
    for (const c of empty) expect(text, c.title).not.toContain(c.title);

    // Every date-time of the table is drawn whole on one line, as many times as the rows hold it.
    const drawn = new Map<string, number>();
    for (const line of pdfLines(pdf).flat())
      for (const d of line.match(DATE_TIME) ?? []) drawn.set(d, (drawn.get(d) ?? 0) + 1);
    const wanted = new Map<string, number>();
    for (const r of data)
      for (const d of [r.fdt, r.tdt]) if (typeof d === 'string') wanted.set(d, (wanted.get(d) ?? 0) + 1);
    for (const [d, n] of wanted) expect(drawn.get(d) ?? 0, d).toBeGreaterThanOrEqual(n);
    // No line ends in a date cut from its time.
    for (const line of pdfLines(pdf).flat()) expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}(?! \d{2}:\d{2}:\d{2})/);

    const pages = pdfLines(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((lines, i) => {
      expect(lines[0]).toBe('Raport z trasy — WA 1001');
      expect(lines).toContain(`Strona ${i + 1} z ${pages.length}`);
    });
  });

  it('writes the events as a CSV through the generic call: BOM, ";", decimal commas, quoting', async () => {
    const table = body.events!;
    const geoRow = { ...table.data[0], geo: 'Wrocław; ul. "Długa" 5', info: '=2+2' };
    const csv = await exportFile('/app/csvcreator/export', {
      filename: 'Zdarzenia WA 1001',
      reports: [{ ...table, data: [geoRow, ...table.data.slice(1)] }],
    });
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(table.cols.map((c) => c.title).join(';'));
    expect(lines).toHaveLength(table.data.length + 2);
    expect(lines[1]).toContain(';"Wrocław; ul. ""Długa"" 5";');
    expect(lines[1]).toContain(";'=2+2;");
    const at = (field: string) => table.cols.findIndex((c) => c.field === field);
    table.data.forEach((src, i) => {
      const fields = lines[i + 1].split(';');
      if (i > 0) expect(fields).toHaveLength(table.cols.length);
      expect(fields[at('fdt')]).toBe(src.fdt);
      const dur = src.dur as number;
      const clock = `${Math.floor(dur / 3600)}:${String(Math.floor((dur % 3600) / 60)).padStart(2, '0')}:${String(dur % 60).padStart(2, '0')}`;
      expect(fields[at('dur')]).toBe(clock);
      if (!isEmpty(src.rgp)) expect(fields[at('rgp')]).toBe((src.rgp as number).toFixed(2).replace('.', ','));
      if (!isEmpty(src.ckm)) expect(fields[at('ckm')]).toMatch(/^\d+$/);
    });
  });

  it('writes a generic export of two objects to xlsx and pdf, each object its own sheet and table', async () => {
    const table = body.events!;
    const reports = [
      { ...table, title: 'WA 1001', header: FROM },
      { ...table, title: 'WA 1001 (2)', header: FROM, data: table.data.slice(0, 3), groupBy: 'name' },
    ];
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportFile('/app/xlscreator/export', { filename: 'Raport', reports })) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['WA 1001', 'WA 1001 (2)']);
    const pdf = await exportFile('/app/pdfcreator/export', { filename: 'Raport', width: 1400, reports });
    const text = pdfText(pdf);
    expect(text).toContain('WA 1001 (2)');
    // The running title on every page (read back through the font's ligatures, e.g. 'fi').
    for (const lines of pdfLines(pdf)) expect(lines[0]).toBe('Raport');
  });

  it('refuses a misfit cell with a Polish message naming the column and row, and gates the generic calls', async () => {
    const table = body.events!;
    const bad = { ...table, data: table.data.map((r, i) => (i === 2 ? { ...r, dur: '1:00:00' } : r)) };
    for (const call of ['/app/xlscreator/routereport', '/app/pdfcreator/routereport']) {
      const res = await post(t.app, call, { json: JSON.stringify({ ...body, events: bad }) }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(EXPORT_MSG.badDuration('Czas trwania', 3));
    }
    const badDate = { ...table, data: [{ ...table.data[0], fdt: '11.03.2026 08:00' }] };
    const res = await post(
      t.app,
      '/app/csvcreator/export',
      { json: JSON.stringify({ filename: 'x', reports: [badDate] }) },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().err.global).toBe(EXPORT_MSG.badDateTime('Od', 1));
    const json = JSON.stringify({ filename: 'x', reports: [table] });
    for (const call of ['/app/xlscreator/export', '/app/pdfcreator/export', '/app/csvcreator/export']) {
      expect((await post(t.app, call, { json })).json()).toEqual({ err: { code: 'session_destroy' } });
      expect((await post(t.app, call, { json }, noRoute)).json()).toEqual({ err: { code: 'module_permission_error' } });
    }
  });
});
