import { describe, expect, it } from 'vitest';
import { clampOffset } from './DraggableModal';
import { isBasePid } from '../poi/PoiChooser';
import { chosenKeys, matchesFilter, normalizeForFilter, sortItems, TRANSFER_COUNT_LABELS } from './transferModel';

describe('chooser filter', () => {
  it('ignores case, Polish letters and extra spaces', () => {
    expect(normalizeForFilter('  ŁÓDŹ   Kaliska ')).toBe('lodz kaliska');
    expect(matchesFilter('lodz', { key: '1', title: 'Łódź Fabryczna' })).toBe(true);
    expect(matchesFilter('dw 12', { key: '2', title: 'DW 12345' })).toBe(true);
    expect(matchesFilter('baza', { key: 'p11', title: 'Magazyn', description: 'baza' })).toBe(true);
    expect(matchesFilter('wr', { key: '3', title: 'DW 12345' })).toBe(false);
    expect(matchesFilter('   ', { key: '3', title: 'anything' })).toBe(true);
  });

  it('sorts titles naturally and keeps only listed chosen keys in that order', () => {
    const items = sortItems([
      { key: 'a', title: 'WR 10' },
      { key: 'b', title: 'WR 9' },
      { key: 'c', title: 'Ćma' },
      { key: 'd', title: 'Cyrk' },
    ]);
    expect(items.map((i) => i.title)).toEqual(['Cyrk', 'Ćma', 'WR 9', 'WR 10']);
    expect(chosenKeys(items, ['a', 'gone', 'd'])).toEqual(['d', 'a']);
    expect(chosenKeys(items, [])).toEqual([]);
  });

  it('tells bases from own points by the second character of the pid', () => {
    expect(isBasePid('p12')).toBe(true);
    expect(isBasePid('p05')).toBe(false);
  });
});

describe('draggable window offset', () => {
  const viewport = { width: 1000, height: 800 };
  const box = { left: 200, top: 100, width: 600 };
  it('moves freely inside the page and keeps the title bar reachable', () => {
    expect(clampOffset({ x: 50, y: 40 }, box, { x: 0, y: 0 }, viewport)).toEqual({ x: 50, y: 40 });
    // Not above the top edge, not below the bottom minus the title bar.
    expect(clampOffset({ x: 0, y: -500 }, box, { x: 0, y: 0 }, viewport).y).toBe(-100);
    expect(clampOffset({ x: 0, y: 5000 }, box, { x: 0, y: 0 }, viewport).y).toBe(800 - 100 - 48);
    // At least 80 px stays on screen on either side.
    expect(clampOffset({ x: -5000, y: 0 }, box, { x: 0, y: 0 }, viewport).x).toBe(-200 - 600 + 80);
    expect(clampOffset({ x: 5000, y: 0 }, box, { x: 0, y: 0 }, viewport).x).toBe(1000 - 200 - 80);
  });
});

describe('transfer column counts', () => {
  const label = (selected: number, total: number) =>
    (TRANSFER_COUNT_LABELS[0] as (c: { selectedCount: number; totalCount: number }) => string)({
      selectedCount: selected,
      totalCount: total,
    });

  it('use the Polish plural of the count', () => {
    expect([0, 1, 2, 4, 5, 12, 13, 21, 22, 95, 104, 112].map((n) => label(0, n))).toEqual([
      '0 pozycji',
      '1 pozycja',
      '2 pozycje',
      '4 pozycje',
      '5 pozycji',
      '12 pozycji',
      '13 pozycji',
      '21 pozycji',
      '22 pozycje',
      '95 pozycji',
      '104 pozycje',
      '112 pozycji',
    ]);
  });

  it('show the chosen ones of all once some are chosen', () => {
    expect(label(2, 9)).toBe('2/9 pozycji');
    expect(TRANSFER_COUNT_LABELS).toHaveLength(2);
  });
});
