import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_COLOR_FILLS, type GenericExportBody, type RowColorName } from '@namiar/domain';
import { pdfFills, pdfLines, pdfRuns, type FillRect } from './pdf-text';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';

const pdftoppm = (() => {
  try {
    return execFileSync('which', ['pdftoppm']).toString().trim() || null;
  } catch {
    return null;
  }
})();

// The demo fleet's numbers, each with a space (a one-word number like 'LE3-20417' widened the column
// to itself and hid the fault).
const REGNOS = ['DW 2R905', 'DW 3K72', 'DW 5D117', 'WE 1234K', 'PO 7H123', 'KR 9C001', 'Razem'];
const PLACE = 'PL, Wrocław, ul. Legnicka 12, przy stacji paliw';

/**
 * The daily report's summary as the report screen sends it (the 17 columns, long place names):
 * the registration numbers' column is tight enough that its values used to break at their space
 * ('DW ' over '2R905').
 */
function dailySummary(): GenericExportBody {
  const cols = [
    { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
    { field: 'start_time', title: 'Pierwsze ruszenie', type: 'datetime', width: 150 },
    { field: 'start_place', title: 'Miejsce ruszenia', type: 'text', width: 160 },
    { field: 'stop_time', title: 'Ostatnie zatrzymanie', type: 'datetime', width: 150 },
    { field: 'stop_place', title: 'Miejsce zatrzymania', type: 'text', width: 160 },
    { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
    { field: 'drive', title: 'Czas jazdy', type: 'duration', width: 130 },
    { field: 'stand', title: 'Czas postoju', type: 'duration', width: 130 },
    { field: 'idle', title: 'Praca silnika na postoju', type: 'duration', width: 130 },
    { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', width: 100 },
    { field: 'vavg', title: 'Prędkość średnia', type: 'kmh', width: 100 },
    { field: 'fuel', title: 'Zużyte paliwo', type: 'litres', width: 100 },
    { field: 'fuel100', title: 'Średnie spalanie [l/100 km]', type: 'number', width: 110, decimals: 2 },
    { field: 'fuel_in', title: 'Zatankowano', type: 'litres', width: 100 },
    { field: 'fuel_out', title: 'Ubytki paliwa', type: 'litres', width: 100 },
    { field: 'odo_start', title: 'Licznik km – początek', type: 'integer', width: 120 },
    { field: 'odo_end', title: 'Licznik km – koniec', type: 'integer', width: 120 },
  ] as GenericExportBody['reports'][number]['cols'];
  const data = REGNOS.map((regno, i) => ({
    regno,
    start_time: regno === 'Razem' ? null : `2026-11-0${1 + (i % 9)} 06:1${i}:00`,
    start_place: regno === 'Razem' ? null : `${PLACE} ${i}`,
    stop_time: regno === 'Razem' ? null : `2026-11-30 18:4${i}:00`,
    stop_place: regno === 'Razem' ? null : `${PLACE} ${i + 10}`,
    km: 10_234.5 + i,
    drive: 400_000 + i,
    stand: 2_000_000 + i,
    idle: 90_000 + i,
    vmax: 112.5,
    vavg: 54.2,
    fuel: 3456.7,
    fuel100: 33.78,
    fuel_in: 3500,
    fuel_out: 12.5,
    odo_start: regno === 'Razem' ? null : 455_870 + i,
    odo_end: regno === 'Razem' ? null : 466_104 + i,
  }));
  return {
    filename: 'Raport dzienny standardowy 2026-11-01 00:00:00 – 2026-11-30 23:59:59',
    title: 'Raport dzienny standardowy 2026-11-01 00:00:00 – 2026-11-30 23:59:59',
    reports: [{ title: 'Zestawienie zbiorcze', header: '', cols, data }],
  };
}

/** A vehicle's tab of the speeds report: its episodes with their row colours (spec 2 §9), the totals last. */
const SPEEDS: { start: string; dur: number; excess: number; color: RowColorName }[] = [
  { start: '2026-11-03 07:12:40', dur: 95, excess: 14.5, color: 'red' },
  { start: '2026-11-03 09:30:05', dur: 45, excess: 3.5, color: 'yellow' },
  { start: '2026-11-04 11:02:10', dur: 12, excess: 2, color: 'green' },
  { start: '2026-11-05 15:45:00', dur: 62, excess: 22.1, color: 'red' },
];
function speedsTab(): GenericExportBody {
  return {
    filename: 'Raport przekroczeń prędkości DW 2R905',
    title: 'Raport przekroczeń prędkości',
    reports: [
      {
        title: 'DW 2R905',
        header: '',
        cols: [
          { field: 'start_time', title: 'Początek', type: 'datetime', width: 150 },
          { field: 'stop_time', title: 'Koniec', type: 'datetime', width: 150 },
          { field: 'dur', title: 'Czas trwania', type: 'duration', width: 130 },
          { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', width: 100 },
          { field: 'excess', title: 'Przekroczenie', type: 'kmh', width: 100 },
          { field: 'place', title: 'Miejsce', type: 'text', width: 200 },
        ],
        data: [
          ...SPEEDS.map((s) => ({
            start_time: s.start,
            stop_time: s.start,
            dur: s.dur,
            vmax: 90 + s.excess,
            excess: s.excess,
            place: 'PL, Oleśnica',
            _color: s.color,
          })),
          { start_time: null, stop_time: null, dur: 214, vmax: 112.1, excess: 22.1, place: 'Razem' },
        ],
      },
    ],
  };
}

const toRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const sameColor = (a: readonly number[], b: readonly number[], tolerance: number) =>
  a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

/** The RGB of pixel (x, y) of a binary PPM (P6, 8 bits). */
function ppmPixel(ppm: Buffer, x: number, y: number): number[] {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const width = Number(header[1]);
  const at = header[0].length + (y * width + x) * 3;
  return [ppm[at], ppm[at + 1], ppm[at + 2]];
}

/**
 * Issue 27 §3 'PDF': registration numbers never wrap, and the speeds report keeps its row
 * colours (spec 2 §9) — through `/app/pdfcreator/export` as the report screen calls it, the file
 * read back (its text lines, its drawn fills, and a page rendered by poppler), on both databases.
 */
describe.each(DIALECTS)('report PDFs on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let anna: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-report-pdf-'));
    t = await makeTestApp(dialect, { NAMIAR_DATA_DIR: dataDir });
    await t.admin.createCustomer('alfa', { name: 'Alfa' });
    await t.admin.createUser('alfa', 'anna', 'haslo123-flota');
    anna = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const pdfOf = async (body: GenericExportBody): Promise<Buffer> => {
    const res = await post(t.app, '/app/pdfcreator/export', { json: JSON.stringify(body) }, anna);
    expect(res.statusCode).toBe(200);
    const file = await get(t.app, (res.json() as { path: string }).path, anna);
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };

  it('keeps every registration number on one line of its cell', async () => {
    const pdf = await pdfOf(dailySummary());
    const lines = pdfLines(pdf).flat();
    // The long places did wrap (the table is tight), the registration numbers did not.
    expect(lines.some((l) => l.includes(PLACE))).toBe(false);
    for (const regno of REGNOS) expect([regno, lines.some((l) => l.includes(regno))]).toEqual([regno, true]);
    // No cell starts a line with a registration number's second half.
    const runs = pdfRuns(pdf).flat();
    for (const regno of REGNOS.filter((r) => r.includes(' ')))
      expect([regno, runs.some((r) => r.text === regno.split(' ')[1])]).toEqual([regno, false]);
  });

  it("fills the speeds report's rows with their colours, as the grid does", async (testCtx) => {
    const pdf = await pdfOf(speedsTab());
    const [page] = pdfRuns(pdf);
    const fills = pdfFills(pdf)[0];
    const rowFill = (color: RowColorName): FillRect[] =>
      fills.filter((f) => sameColor(f.rgb, toRgb(ROW_COLOR_FILLS[color]), 0.006));
    // One fill per coloured row, each under its row's text.
    expect(SPEEDS.map((s) => s.color).sort()).toEqual(
      (['red', 'yellow', 'green'] as const).flatMap((c) => rowFill(c).map(() => c)).sort(),
    );
    for (const s of SPEEDS) {
      const run = page.find((r) => r.text === s.start)!;
      expect(run, s.start).toBeDefined();
      const under = rowFill(s.color).filter((f) => f.y <= run.y && run.y <= f.y + f.h);
      expect([s.start, under.length]).toEqual([s.start, 1]);
    }
    // The totals row is not coloured.
    const totals = page.find((r) => r.text === 'Razem')!;
    const coloured = (['red', 'yellow', 'green'] as const).flatMap(rowFill);
    expect(coloured.some((f) => f.y <= totals.y && totals.y <= f.y + f.h)).toBe(false);

    // The page as a viewer draws it: poppler's pixels inside each row are the row's colour.
    if (!pdftoppm) {
      testCtx.annotate('pdftoppm (poppler-utils) is not installed: the fills were read from the content stream');
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-speeds-pdf-'));
    try {
      fs.writeFileSync(path.join(dir, 'speeds.pdf'), pdf);
      // 72 dpi: one pixel a point.
      execFileSync(pdftoppm, ['-r', '72', '-f', '1', '-l', '1', 'speeds.pdf', 'page'], { cwd: dir });
      const ppm = fs.readFileSync(
        path.join(
          dir,
          fs.readdirSync(dir).find((f) => f.endsWith('.ppm'))!,
        ),
      );
      const height = Number(/^P6\s+\d+\s+(\d+)/.exec(ppm.subarray(0, 20).toString('latin1'))![1]);
      for (const s of SPEEDS) {
        const run = page.find((r) => r.text === s.start)!;
        const fill = rowFill(s.color).find((f) => f.y <= run.y && run.y <= f.y + f.h)!;
        // Left of the text, inside the cell's padding; PDF's y is from the bottom.
        const pixel = ppmPixel(ppm, Math.round(fill.x + 2), Math.round(height - (fill.y + fill.h / 2)));
        const want = toRgb(ROW_COLOR_FILLS[s.color]).map((v) => v * 255);
        expect([s.start, pixel, sameColor(pixel, want, 3)]).toEqual([s.start, pixel, true]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
