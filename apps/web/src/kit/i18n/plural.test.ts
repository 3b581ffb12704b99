import { describe, expect, it } from 'vitest';
import { NOUNS, countOf, pluralForm } from './plural';
import { pl } from './pl';

describe('Polish plurals (issue 27)', () => {
  it('names 1, 2–4, 5+, 12–14 and 22 points as Polish does', () => {
    const forms = [0, 1, 2, 3, 4, 5, 11, 12, 13, 14, 21, 22, 24, 25, 102, 112, 1000].map((n) =>
      countOf(n, NOUNS.point),
    );
    expect(forms).toEqual([
      '0 punktów',
      '1 punkt',
      '2 punkty',
      '3 punkty',
      '4 punkty',
      '5 punktów',
      '11 punktów',
      '12 punktów',
      '13 punktów',
      '14 punktów',
      '21 punktów',
      '22 punkty',
      '24 punkty',
      '25 punktów',
      '102 punkty',
      '112 punktów',
      '1\u00a0000 punktów',
    ]);
    expect(pluralForm(2.5, NOUNS.point)).toBe('punktów');
  });

  it("is what the area editor's shape summary and the transfer headers say", () => {
    expect(pl.areas.shapeSummary('Wielokąt', 4)).toBe('Wielokąt: 4 punkty');
    expect(pl.areas.shapeSummary('Wielokąt', 5)).toBe('Wielokąt: 5 punktów');
    expect(pl.areas.shapeSummary('Prostokąt', 22)).toBe('Prostokąt: 22 punkty');
    expect(pl.records.transferCount(0, 1)).toBe('1 pozycja');
    expect(pl.records.transferCount(2, 3)).toBe('2/3 pozycje');
    expect(pl.records.transferCount(0, 12)).toBe('12 pozycji');
  });
});
