import { describe, expect, it } from 'vitest';
import { keptLevels, levelsOffered } from './perform';

const levels = [
  { iid: 10, inspection_status_id: 1 },
  { iid: 11, inspection_status_id: null },
  { iid: 12, inspection_status_id: 2 },
];

describe('the perform screen keeps the chosen level (issue 27)', () => {
  it('offers not-paused levels to perform and pause, paused ones to resume', () => {
    expect(levelsOffered(levels, 1).map((l) => l.iid)).toEqual([10, 11]);
    expect(levelsOffered(levels, 2).map((l) => l.iid)).toEqual([10, 11]);
    expect(levelsOffered(levels, 3).map((l) => l.iid)).toEqual([12]);
  });
  it("keeps 'Bieżący poziom' and the additional levels when switching to 'Zatrzymaj'", () => {
    expect(keptLevels(levels, 2, { iid: 10, addids: [11] })).toEqual({ iid: 10, addids: [11] });
  });
  it('clears what the new choice does not offer', () => {
    expect(keptLevels(levels, 3, { iid: 10, addids: [11] })).toEqual({ iid: undefined, addids: [] });
    expect(keptLevels(levels, 1, { iid: 12, addids: [10, 12] })).toEqual({ iid: undefined, addids: [10] });
  });
});
