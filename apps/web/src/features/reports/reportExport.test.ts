import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '@namiar/domain';
import { cellText } from '../../kit/grid';
import { reportColumnSpecs, sortRows } from './reportColumns';
import { buildReportExport } from './reportExport';
import type { CreatedReport } from './reportsStore';

const words = { yes: 'Tak', no: 'Nie' };

const answer = (rows: ReportAnswer['data']): ReportAnswer => ({
  grid: [
    { field: 'date', title: 'Dzień', type: 'date', width: 90 },
    { field: 'km', title: 'Dystans', type: 'km', width: 80, decimals: 1 },
    { field: 'drive', title: 'Jazda', type: 'duration', width: 80 },
    { field: 'fuel', title: 'Paliwo', type: 'litres', width: 80 },
    { field: '_vid', title: 'hidden', type: 'integer', width: 10 },
  ],
  data: rows,
  footer: { date: null, km: 1234.56, drive: 90061, fuel: 12.25 },
});

describe('report columns', () => {
  it('show units in titles, Polish numbers and the one duration format; _ fields are no columns', () => {
    const specs = reportColumnSpecs(answer([]).grid);
    expect(specs.map((s) => s.title)).toEqual(['Dzień', 'Dystans [km]', 'Jazda', 'Paliwo [l]']);
    const row = { km: 1234.56, drive: 90061, fuel: 12.25, date: '2026-03-02' };
    expect(specs.map((s) => cellText(s, row, words))).toEqual([
      '2026-03-02',
      '1\u00a0234,6',
      '1 dzień 1:01:01',
      '12,3',
    ]);
    expect(specs.map((s) => s.exportType)).toEqual(['date', 'km', 'duration', 'litres']);
    // A duration column holds a month's sum ('22 dni 11:22:33') without being cut.
    expect(specs.map((s) => s.width)).toEqual([90, 80, 130, 80]);
  });
  it('sort rows like the grid (nulls first, numbers numerically)', () => {
    const rows = [{ km: 10 }, { km: 2 }, { km: null }];
    expect(sortRows(rows, [{ colId: 'km', sort: 'asc' }]).map((r) => r.km)).toEqual([null, 2, 10]);
    expect(sortRows(rows, [{ colId: 'km', sort: 'desc' }]).map((r) => r.km)).toEqual([10, 2, null]);
  });
});

describe('report export body', () => {
  const report: CreatedReport = {
    key: 'r1',
    type: 'repvehdaily',
    title: 'Raport dzienny standardowy 2026-03-01 00:00 – 2026-03-18 23:59',
    range: { from_date: '2026-03-01 00:00:00', to_date: '2026-03-18 23:59:59' },
    objectKind: 'vehicles',
    objects: [
      { key: 'summary', id: null, name: 'Zestawienie zbiorcze', answer: answer([{ date: null, km: 5 }]) },
      { key: '1', id: 1, name: 'KR 1', answer: null },
      {
        key: '2',
        id: 2,
        name: 'WA 2',
        answer: answer([
          { date: '2026-03-01', km: 3, drive: 60 },
          { date: '2026-03-02', km: 1, drive: 30 },
        ]),
      },
    ],
    activeObject: '2',
    showSummary: true,
  };

  it('sends a table per answered object with the visible columns, the grid order and the totals row', () => {
    const shownRows = [...(report.objects[2].answer?.data ?? [])].reverse();
    const body = buildReportExport(report, 'main', {
      objectKey: '2',
      rows: shownRows,
      visible: [
        { id: 'km', width: 120 },
        { id: 'date', width: 100 },
      ],
      sort: [{ colId: 'km', sort: 'asc' }],
    });
    expect(body?.filename).toBe('Raport_dzienny_standardowy_2026-03-01_00-00_2026-03-18_23-59');
    expect(body?.reports.map((r) => r.title)).toEqual(['Zestawienie zbiorcze', 'WA 2']);
    const wa = body?.reports[1];
    expect(wa?.cols).toEqual([
      { field: 'km', title: 'Dystans [km]', type: 'km', width: 120, decimals: 1 },
      { field: 'date', title: 'Dzień', type: 'date', width: 100 },
    ]);
    expect(wa?.data).toEqual([
      { km: 1, date: '2026-03-02' },
      { km: 3, date: '2026-03-01' },
      { km: 1234.56, date: null },
    ]);
  });

  it('leaves the totals out when hidden, and gives nothing without a part', () => {
    const hidden = buildReportExport({ ...report, showSummary: false }, 'main', {
      objectKey: 'x',
      rows: null,
      visible: null,
      sort: [],
    });
    expect(hidden?.reports[0].data).toHaveLength(1);
    expect(buildReportExport(report, 'fuel_in', { objectKey: 'x', rows: null, visible: null, sort: [] })).toBeNull();
  });

  it("keeps each table's own columns: a vehicle's 'Dzień' while the summary's layout is on screen", () => {
    const summary: ReportAnswer = {
      grid: [
        { field: 'regno', title: 'Pojazd', type: 'text', width: 100 },
        { field: 'km', title: 'Dystans', type: 'km', width: 80, decimals: 1 },
        { field: 'drive', title: 'Jazda', type: 'duration', width: 80 },
      ],
      data: [{ regno: 'WA 2', km: 4, drive: 90 }],
      footer: { regno: 'Razem', km: 4, drive: 90 },
    };
    const withSummary = { ...report, objects: [{ ...report.objects[0], answer: summary }, report.objects[2]] };
    // The summary on screen, 'Jazda' hidden and 'Dystans' moved first.
    const body = buildReportExport(withSummary, 'main', {
      objectKey: 'summary',
      rows: null,
      visible: [
        { id: 'km', width: 120 },
        { id: 'regno', width: 90 },
      ],
      sort: [],
    });
    expect(body?.reports.map((r) => r.cols.map((c) => c.field))).toEqual([
      ['km', 'regno'],
      // the vehicle's own 'Dzień' and 'Paliwo' stay; its 'Jazda' is hidden like the summary's
      ['date', 'km', 'fuel'],
    ]);
    expect(body?.reports[1].cols[1].width).toBe(120);
  });

  it("moves the totals row's label out of a typed column, so the column stays typed", () => {
    const parts: ReportAnswer = {
      grid: [
        { field: 'from', title: 'Początek', type: 'datetime', width: 140 },
        { field: 'place', title: 'Miejsce', type: 'text', width: 140 },
        { field: 'fuel_in', title: 'Zatankowano', type: 'litres', width: 90 },
      ],
      data: [{ from: '2026-03-02 07:49:14', place: 'Nadarzyn', fuel_in: 723.3 }],
      footer: { from: 'Razem', place: null, fuel_in: 723.3 },
    };
    const body = buildReportExport({ ...report, objects: [{ ...report.objects[2], answer: parts }] }, 'main', {
      objectKey: '2',
      rows: null,
      visible: null,
      sort: [],
    });
    const table = body!.reports[0];
    expect(table.cols.map((c) => c.type)).toEqual(['datetime', 'text', 'litres']);
    expect(table.data).toEqual([
      { from: '2026-03-02 07:49:14', place: 'Nadarzyn', fuel_in: 723.3 },
      { from: null, place: 'Razem', fuel_in: 723.3 },
    ]);
  });
});

describe('issue 27: key columns and row colours', () => {
  it("flag the answer's key column for the grid (pinned, never hidden)", () => {
    const specs = reportColumnSpecs([
      { field: 'regno', title: 'Pojazd', type: 'text', width: 140, key: true },
      { field: 'km', title: 'Droga', type: 'km', width: 80 },
    ]);
    expect(specs.map((s) => s.key ?? false)).toEqual([true, false]);
  });

  it("send each coloured row's _color with its cells, so the PDF fills it as the grid does", () => {
    const speeds: ReportAnswer = {
      grid: [
        { field: 'start_time', title: 'Początek', type: 'datetime', width: 150, key: true },
        { field: 'dur', title: 'Czas trwania', type: 'duration', width: 100 },
      ],
      data: [
        { start_time: '2026-03-02 07:49:14', dur: 45, _color: 'red' },
        { start_time: '2026-03-02 08:00:00', dur: 10, _color: 'green' },
        { start_time: '2026-03-02 09:00:00', dur: 12 },
      ],
      footer: { start_time: 'Razem', dur: 67 },
    };
    const report: CreatedReport = {
      key: 'r',
      type: 'repvehspeeds',
      title: 'Raport przekroczeń prędkości',
      range: { from_date: '2026-03-01 00:00:00', to_date: '2026-03-02 23:59:59' },
      objectKind: 'vehicles',
      objects: [{ key: '1', id: 1, name: 'DW 2R905', answer: speeds }],
      activeObject: '1',
      showSummary: true,
    };
    const body = buildReportExport(report, 'main', { objectKey: '1', rows: null, visible: null, sort: [] });
    expect(body!.reports[0].data.map((r) => r._color ?? null)).toEqual(['red', 'green', null, null]);
    // It is no column.
    expect(body!.reports[0].cols.map((c) => c.field)).toEqual(['start_time', 'dur']);
  });
});

describe("issue 27: the totals row's label in exports", () => {
  it("labels the totals 'Razem' when the key cell is empty, moved to a free text column when the key is typed", () => {
    const day: ReportAnswer = {
      grid: [
        { field: 'date', title: 'Dzień', type: 'date', width: 100, key: true },
        { field: 'place', title: 'Miejsce', type: 'text', width: 140 },
        { field: 'km', title: 'Dystans', type: 'km', width: 80 },
      ],
      data: [{ date: '2026-03-02', place: 'Nadarzyn', km: 12 }],
      footer: { date: null, place: null, km: 12 },
    };
    const named: ReportAnswer = {
      grid: [
        { field: 'regno', title: 'Pojazd', type: 'text', width: 100, key: true },
        { field: 'km', title: 'Dystans', type: 'km', width: 80 },
      ],
      data: [{ regno: 'WA 2', km: 4 }],
      footer: { regno: null, km: 4 },
    };
    const report = (answer: ReportAnswer): CreatedReport => ({
      key: 'r',
      type: 'repvehdaily',
      title: 'R',
      range: { from_date: '2026-03-01 00:00:00', to_date: '2026-03-02 23:59:59' },
      objectKind: 'vehicles',
      objects: [{ key: '1', id: 1, name: 'WA 2', answer }],
      activeObject: '1',
      showSummary: true,
    });
    const shown = { objectKey: '1', rows: null, visible: null, sort: [] };
    expect(buildReportExport(report(day), 'main', shown)!.reports[0].data.at(-1)).toEqual({
      date: null,
      place: 'Razem',
      km: 12,
    });
    expect(buildReportExport(report(named), 'main', shown)!.reports[0].data.at(-1)).toEqual({ regno: 'Razem', km: 4 });
  });
});
