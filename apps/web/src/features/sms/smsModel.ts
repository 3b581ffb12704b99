import type { GenericExportBody, SmsListAnswer, SmsReceivedRow, SmsSentRow } from '@namiar/domain';
import { exportTable, schemaToSpecs, type ExportColumnChoice, type GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';

const t = pl.smsScreen;

export type SmsTab = 'current' | 'archive';
export type SmsList = 'sent' | 'received';
export type SmsRow = SmsSentRow | SmsReceivedRow;

/** The four grids of the screen (spec 3 §3.11: sended, recieved, sended_archive, recieved_archive). */
export interface SmsLists {
  current: { sent: SmsSentRow[]; received: SmsReceivedRow[] };
  archive: { sent: SmsSentRow[]; received: SmsReceivedRow[] };
}

export const NO_LISTS: SmsLists = {
  current: { sent: [], received: [] },
  archive: { sent: [], received: [] },
};

/** The answer of `/sms` as the screen's four lists; a missing list is an empty one. */
export function listsOf(answer: Pick<SmsListAnswer, 'sended' | 'recieved' | 'sended_archive' | 'recieved_archive'>) {
  const rows = <Row>(list: Row[] | undefined): Row[] => (Array.isArray(list) ? list : []);
  return {
    current: { sent: rows(answer.sended), received: rows(answer.recieved) },
    archive: { sent: rows(answer.sended_archive), received: rows(answer.recieved_archive) },
  } satisfies SmsLists;
}

/** The channel as people write it ('GPRS', 'SMS'); the answer carries the code. */
const withChannelName = (spec: GridColumnSpec<SmsRow>): GridColumnSpec<SmsRow> =>
  spec.field === 'channel' ? { ...spec, value: (row) => row.channel.toUpperCase() } : spec;

/** Sent and received columns from the server's schemas (one saved layout per list, both tabs). */
export function smsColumns(grids: SmsListAnswer['grids'] | null) {
  return {
    sent: schemaToSpecs<SmsRow>(grids?.sended ?? []).map(withChannelName),
    received: schemaToSpecs<SmsRow>(grids?.recieved ?? []).map(withChannelName),
  };
}

/** The '/settings/ui' module of a list's column layout. */
export const layoutModule = (list: SmsList) => (list === 'sent' ? 'sms_sent_grid' : 'sms_received_grid');

export const smsRowId = (row: SmsRow) => String(row.id);

const LIST_WORDS: Record<SmsList, string> = { sent: t.sent, received: t.received };
const TAB_WORDS: Record<SmsTab, string> = { current: t.current, archive: t.archive };
const FILE_WORDS: Record<SmsList | SmsTab, string> = {
  sent: 'wyslane',
  received: 'odebrane',
  current: 'aktualne',
  archive: 'archiwalne',
};

/**
 * The body of `/xlscreator|csvcreator|pdfcreator/export` (spec 3 §7 Exports): one grid's rows
 * as it shows them (filtered, sorted) in its visible columns, dates as typed date-time cells.
 * `when` is the export's moment ('YYYY-MM-DD HH:mm:ss').
 */
export function buildSmsExport(
  tab: SmsTab,
  list: SmsList,
  columns: readonly ExportColumnChoice<SmsRow>[],
  rows: readonly SmsRow[],
  when: string,
): GenericExportBody {
  const sheet = t.sheet(LIST_WORDS[list], TAB_WORDS[tab]);
  const words = { yes: pl.grid.yes, no: pl.grid.no };
  return {
    filename: `${t.file(FILE_WORDS[list], FILE_WORDS[tab])}_${when.replace(/:/g, '-').replace(' ', '_')}`,
    title: sheet,
    reports: [exportTable(columns, rows, words, sheet, t.exportHeader(sheet, when))],
  };
}

export type { GridColumnSpec };
