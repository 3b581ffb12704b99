import {
  alarmValue,
  alarmValueText,
  alarmValueUnit,
  type AlarmRow,
  type ExportTableBody,
  type GenericExportBody,
} from '@namiar/domain';
import {
  exportTable,
  schemaToSpecs,
  type ExportColumnChoice,
  type GridColumnSchema,
  type GridColumnSpec,
} from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { routeUrl } from '../../kit/navigation/links';

const t = pl.alarmsScreen;

/** A row of either tab: an archived alarm carries who accepted it and when. */
export interface AlarmScreenRow extends AlarmRow {
  accepted_at?: string | null;
  accepted_by?: string | null;
}

export type AlarmsTab = 'current' | 'archive';

/**
 * Columns of both tabs from the server's schema (one layout, module 'alarms_grid'). The value
 * is the alarm's shown value: spec 2 §9 divides 21, 22, 23, 39, 40, 28–35 and 76–99 by 10,
 * which is the monitor window's wider rule (the engine stores those ×10, docs/decisions.md),
 * written with its type's unit ('112 km/h', '30,5 l'; domain events/units.ts) and sorted by
 * the number.
 */
export function alarmColumns(schema: readonly GridColumnSchema[]): GridColumnSpec<AlarmScreenRow>[] {
  return schemaToSpecs<AlarmScreenRow>(schema).map((spec) =>
    spec.field === 'value'
      ? {
          ...spec,
          value: (row) => alarmValue(row.eid, row.value, 'monit'),
          text: (_value, row) => alarmValueText(row.eid, row.value, 'monit') ?? '',
        }
      : spec,
  );
}

/**
 * The alarms a row menu acts on: the chosen ones when the row right-clicked is among them (as
 * a file manager does), else that row alone.
 */
export function rowsToActOn<Row extends { id: number }>(selected: readonly Row[], row: Row): Row[] {
  return selected.some((r) => r.id === row.id) ? [...selected] : [row];
}

/** What the description dialog starts from: the description all the alarms share, else nothing. */
export function commonDescription(rows: readonly Pick<AlarmRow, 'adescription'>[]): string {
  const first = rows[0]?.adescription ?? '';
  return rows.every((r) => (r.adescription ?? '') === first) ? first : '';
}

/** The archive with one more page behind it; a row already shown (a refresh meanwhile) stays once. */
export function appendPage(rows: readonly AlarmScreenRow[], page: readonly AlarmScreenRow[]): AlarmScreenRow[] {
  const seen = new Set(rows.map((r) => r.id));
  return [...rows, ...page.filter((r) => !seen.has(r.id))];
}

/** Rows without the given alarms (deleted, or accepted from the current tab). */
export function withoutIds<Row extends { id: number }>(rows: readonly Row[], ids: readonly number[]): Row[] {
  const gone = new Set(ids);
  return rows.filter((r) => !gone.has(r.id));
}

/** Rows with a new description on the given alarms. */
export function withDescription(rows: readonly AlarmScreenRow[], ids: readonly number[], text: string) {
  const changed = new Set(ids);
  return rows.map((r) => (changed.has(r.id) ? { ...r, adescription: text } : r));
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' moved by seconds on the wall clock (the company zone's text as it is). */
export function shiftWallClock(text: string, seconds: number): string | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) + seconds * 1000);
  if (Number.isNaN(date.getTime())) return null;
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** 'Pokaż trasę' reaches this far on each side of the alarm. */
export const ROUTE_MARGIN_S = 30 * 60;

/**
 * The alarm's vehicle in the route viewer, from 30 minutes before its start to 30 minutes after
 * its end; a running alarm ends at start + its duration so far (the server's now).
 */
export function alarmRouteUrl(alarm: Pick<AlarmRow, 'vid' | 'fdt' | 'tdt' | 'time'>): string | null {
  const from = shiftWallClock(alarm.fdt, -ROUTE_MARGIN_S);
  const end = alarm.tdt ?? shiftWallClock(alarm.fdt, alarm.time);
  const to = end === null ? null : shiftWallClock(end, ROUTE_MARGIN_S);
  return from === null || to === null ? null : routeUrl(alarm.vid, { from, to });
}

export { exportColumns, sortedRows, type SortKey } from '../../kit/grid/gridOrder';

/**
 * The body of `/xlscreator|csvcreator|pdfcreator/export` (spec 2 §7): the tab's rows as the
 * grid shows them (filtered, sorted) in its visible columns, typed so a spreadsheet can sum the
 * durations and sort the dates. `when` is the moment of the export ('YYYY-MM-DD HH:mm:ss').
 */
export function buildAlarmsExport(
  tab: AlarmsTab,
  columns: readonly ExportColumnChoice<AlarmScreenRow>[],
  rows: readonly AlarmScreenRow[],
  when: string,
): GenericExportBody {
  const sheet = tab === 'current' ? t.sheetCurrent : t.sheetArchive;
  const file = tab === 'current' ? t.fileCurrent : t.fileArchive;
  const header = t.exportHeader(sheet, when);
  const words = { yes: pl.grid.yes, no: pl.grid.no };
  return {
    filename: `${file}_${when.replace(/:/g, '-').replace(' ', '_')}`,
    title: sheet,
    reports: [withUnitColumn(exportTable(columns, rows, words, sheet, header), rows)],
  };
}

/** Width of the export's unit column, px as on screen. */
const UNIT_COLUMN_WIDTH = 70;

/**
 * 'Wartość' goes to a spreadsheet as a typed number (one a user can sum and sort) and its
 * unit, which differs row by row, in a column 'Jednostka' right after it; without 'Wartość'
 * among the exported columns, no unit either. `table.data` holds `rows` in the same order.
 */
function withUnitColumn(table: ExportTableBody, rows: readonly AlarmScreenRow[]): ExportTableBody {
  const at = table.cols.findIndex((c) => c.field === 'value');
  if (at < 0) return table;
  const cols = [...table.cols];
  cols.splice(at + 1, 0, { field: 'unit', title: t.unitTitle, type: 'text', width: UNIT_COLUMN_WIDTH });
  const data = table.data.map((cells, i) => ({ ...cells, unit: alarmValueUnit(rows[i].eid) }));
  return { ...table, cols, data };
}
