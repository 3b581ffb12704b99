import { pl } from '../i18n/pl';

/**
 * Pure parts of the two-column choosers (spec 1 §2.7): the filter and the keys of the
 * 'Widoczne' column. Kept apart from the window so they are tested without a browser.
 */

export interface TransferItem {
  key: string;
  title: string;
  /** Secondary text (POI kind), also searched by the filter. */
  description?: string;
}

/** Case- and accent-insensitive "contains", so 'lodz' finds 'Łódź' and 'wr 1' finds 'WR 12345'. */
export function normalizeForFilter(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesFilter(filter: string, item: TransferItem): boolean {
  const needle = normalizeForFilter(filter);
  if (needle === '') return true;
  return normalizeForFilter(`${item.title} ${item.description ?? ''}`).includes(needle);
}

/** Items sorted by title the Polish way (numbers in natural order). */
export function sortItems<T extends TransferItem>(items: readonly T[]): T[] {
  const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.title, b.title));
}

/** The chosen keys in the items' order, ignoring keys that are no longer listed. */
export function chosenKeys(items: readonly TransferItem[], target: readonly string[]): string[] {
  const wanted = new Set(target);
  return items.filter((i) => wanted.has(i.key)).map((i) => i.key);
}

/**
 * Transfer column headers (antd `selectAllLabels`): the count with the Polish plural — antd's
 * own unit has a single plural form ('21 obiekty', '0 obiekt').
 */
export const TRANSFER_COUNT_LABELS = [0, 1].map(
  () => (c: { selectedCount: number; totalCount: number }) => pl.records.transferCount(c.selectedCount, c.totalCount),
);
