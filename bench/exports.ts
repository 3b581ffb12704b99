// The export engine's writers over a big table (issue 15: 'an export of 10,000 rows to xlsx and
// to PDF at most 2 s each, Polish diacritics correct'): a daily-report-like table of typed
// columns (dates, date-times, Polish place names, km with decimals, durations, speeds, litres,
// counters) and a totals row, written by the same functions the render thread calls
// (export-render.worker.ts: writeXlsx, writePdf), in this thread, after a warm-up. Each figure
// is the median of a few runs: wall time and this process's CPU time (the writers are
// single-threaded; CPU time means more than wall time on a loaded machine).
import os from 'node:os';
import type { GenericExport } from '@namiar/domain';
import type { ExportDocument } from '../apps/server/src/modules/exports/export-document';
import { genericDocument } from '../apps/server/src/modules/exports/generic-export';
import { writePdf } from '../apps/server/src/modules/exports/pdf-writer';
import { writeXlsx } from '../apps/server/src/modules/exports/xlsx-writer';

export interface ExportsFigures {
  rows: number;
  runs: number;
  xlsx: WriterFigures;
  pdf: WriterFigures;
  load: string;
}

interface WriterFigures {
  wallMs: number;
  cpuMs: number;
  bytes: number;
}

const PLACES = [
  'Łódź, Piotrkowska 104',
  'Gdańsk, Długi Targ',
  'Kraków, Rynek Główny',
  'Wrocław, Plac Grunwaldzki',
  'Poznań, Święty Marcin',
  'Bielsko-Biała, ul. Żywiecka',
  'Zielona Góra, ul. Źródlana',
  'Częstochowa, Aleja Najświętszej Maryi Panny',
  'Mińsk Mazowiecki, ul. Siennicka',
  'Ełk, ul. Wojska Polskiego',
  'Świnoujście, Prom',
  'Kędzierzyn-Koźle, ul. Głubczycka',
  'Oświęcim, ul. Więźniów Oświęcimia',
  'Gniezno, ul. Chrobrego',
  'Nowy Sącz, ul. Jagiellońska',
  'Zażółć gęślą jaźń',
];

const two = (n: number) => String(n).padStart(2, '0');
const day = (i: number) => {
  const d = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
};

/**
 * A daily-report table of `rows` rows (repvehdaily's 17 columns, docs/reports.md): `rows - 1`
 * days and the totals row ('Razem' in the first free text column, as the web sends it), as an
 * export document (10,000 rows: the most a PDF export takes).
 */
export function dailyReportDocument(rows: number): ExportDocument {
  const cols: GenericExport['reports'][number]['cols'] = [
    { field: 'date', title: 'Dzień', type: 'date' },
    { field: 'start_time', title: 'Początek jazdy', type: 'datetime' },
    { field: 'start_place', title: 'Miejsce początku', type: 'text' },
    { field: 'stop_time', title: 'Koniec jazdy', type: 'datetime' },
    { field: 'stop_place', title: 'Miejsce końca', type: 'text' },
    { field: 'km', title: 'Dystans', type: 'km', decimals: 1 },
    { field: 'drive', title: 'Czas jazdy', type: 'duration' },
    { field: 'stand', title: 'Czas postoju', type: 'duration' },
    { field: 'idle', title: 'Praca na postoju', type: 'duration' },
    { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', decimals: 0 },
    { field: 'vavg', title: 'Prędkość śr.', type: 'kmh' },
    { field: 'fuel', title: 'Zużycie paliwa', type: 'litres' },
    { field: 'fuel100', title: 'Zużycie na 100 km', type: 'number', decimals: 1 },
    { field: 'fuel_in', title: 'Tankowania', type: 'litres' },
    { field: 'fuel_out', title: 'Ubytki', type: 'litres' },
    { field: 'odo_start', title: 'Licznik początkowy', type: 'integer' },
    { field: 'odo_end', title: 'Licznik końcowy', type: 'integer' },
  ];
  const data: Record<string, string | number | null>[] = [];
  let odo = 123_456;
  for (let i = 0; i < rows - 1; i++) {
    const km = Math.round((80 + ((i * 37) % 420) + (i % 10) / 10) * 10) / 10;
    const drive = 3_600 + ((i * 613) % 30_000);
    const fuel = Math.round(km * 2.9) / 10;
    const d = day(i);
    data.push({
      date: d,
      start_time: `${d} 0${5 + (i % 4)}:${two((i * 7) % 60)}:${two((i * 13) % 60)}`,
      start_place: PLACES[i % PLACES.length],
      stop_time: i % 50 === 49 ? '' : `${d} 1${4 + (i % 6)}:${two((i * 11) % 60)}:${two((i * 17) % 60)}`,
      stop_place: i % 50 === 49 ? '' : PLACES[(i * 7 + 3) % PLACES.length],
      km,
      drive,
      stand: 86_400 - drive - ((i * 97) % 3_600),
      idle: (i * 97) % 3_600,
      vmax: 70 + (i % 61),
      vavg: Math.round((km / drive) * 36_000) / 10,
      fuel,
      fuel100: Math.round((fuel / km) * 1000) / 10,
      fuel_in: i % 5 === 0 ? 55.5 + (i % 30) : null,
      fuel_out: i % 97 === 0 ? 12.3 : null,
      odo_start: odo,
      odo_end: (odo += Math.round(km)),
    });
  }
  const sum = (f: string) => Math.round(data.reduce((s, r) => s + ((r[f] as number | null) ?? 0), 0) * 10) / 10;
  data.push({
    date: null,
    start_time: null,
    start_place: 'Razem',
    stop_time: null,
    stop_place: null,
    km: sum('km'),
    drive: sum('drive'),
    stand: sum('stand'),
    idle: sum('idle'),
    vmax: Math.max(...data.map((r) => r.vmax as number)),
    vavg: null,
    fuel: sum('fuel'),
    fuel100: null,
    fuel_in: sum('fuel_in'),
    fuel_out: sum('fuel_out'),
    odo_start: 123_456,
    odo_end: odo,
  });
  return genericDocument({
    filename: 'Raport dzienny',
    title: 'Raport dzienny — standardowy',
    reports: [{ title: 'WGM 31001', header: `WGM 31001 — Raport dzienny ${day(0)} - ${day(rows - 2)}`, cols, data }],
  } as GenericExport);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeWriter(write: () => Promise<Buffer>, runs: number): Promise<WriterFigures> {
  let bytes = (await write()).length; // warm-up: modules, fonts, the JIT
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    bytes = (await write()).length;
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wallMs: median(wall), cpuMs: median(cpu), bytes };
}

export async function runExportsBench(opts: { rows: number; runs: number }): Promise<ExportsFigures> {
  const doc = dailyReportDocument(opts.rows);
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const xlsx = await timeWriter(() => writeXlsx(doc), opts.runs);
  const pdf = await timeWriter(() => writePdf(doc), opts.runs);
  return { rows: opts.rows, runs: opts.runs, xlsx, pdf, load };
}

export function printExportsFigures(f: ExportsFigures) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const met = (ms: number) => (ms <= 2000 ? 'met' : 'MISSED');
  for (const [name, w] of [
    ['xlsx', f.xlsx],
    ['PDF', f.pdf],
  ] as const) {
    console.log(
      `${name.padEnd(5)} ${f.rows} rows: ${s(w.wallMs)} wall, ${s(w.cpuMs)} CPU (median of ${f.runs}; ` +
        `target ≤ 2 s: ${met(w.wallMs)}), ${(w.bytes / 1e6).toFixed(2)} MB`,
    );
  }
  console.log(`load average at the start ${f.load}`);
}
