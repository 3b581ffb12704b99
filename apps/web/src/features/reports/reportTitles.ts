import { pl } from '../../kit/i18n/pl';
import { formatDate, parseDate, type DateRange } from './reportPeriods';

/**
 * Titles of the report tabs (spec 2 §2.2: the type's name and the date range). The range is
 * written in one format, the builder's own 'YYYY-MM-DD HH:mm:ss', for both ends (the tab read
 * '2026-11-01 00:00 – 2026-11-30 23:59:59' when the seconds of one end were zero); a second
 * report with the same title gets ' (2)', the next ' (3)', so tabs and export file names are
 * told apart.
 */

/** One end of a range in the screen's format (a text that is no date stays as it is). */
function rangeEnd(text: string): string {
  const d = parseDate(text);
  return d ? formatDate(d) : text;
}

/** 'Raport dzienny standardowy 2026-11-01 00:00:00 – 2026-11-30 23:59:59'. */
export function reportTitle(typeName: string, range: DateRange): string {
  return pl.reportScreen.tabTitle(typeName, rangeEnd(range.from_date), rangeEnd(range.to_date));
}

/** `title`, or with the first free number when a tab open already has it. */
export function distinctTitle(title: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(title)) return title;
  for (let n = 2; ; n++) {
    const numbered = pl.reportScreen.numberedTitle(title, n);
    if (!used.has(numbered)) return numbered;
  }
}
