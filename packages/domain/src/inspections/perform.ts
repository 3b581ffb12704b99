/**
 * The perform screen's level choice (spec 3 §2.9, §4): perform (1) and pause (2) act on levels
 * that are not paused; resume (3) on paused ones (inspection_status_id 2). Switching between
 * 'Wykonaj' and 'Zatrzymaj' keeps the chosen level, which both offer (issue 27: 'Zatrzymaj'
 * emptied 'Bieżący poziom' and the submit failed); a level the new choice does not offer is
 * cleared, and so are additional levels it does not offer.
 */
export interface PerformLevel {
  iid: number | null;
  inspection_status_id: number | null;
}

export const INSPECTION_PAUSED = 2;

/** The levels a perform type acts on. */
export function levelsOffered<T extends PerformLevel>(levels: readonly T[], performType: number): T[] {
  return levels.filter((l) =>
    performType === 3 ? l.inspection_status_id === INSPECTION_PAUSED : l.inspection_status_id !== INSPECTION_PAUSED,
  );
}

/** The chosen level and additional levels that stay chosen under another perform type. */
export function keptLevels(
  levels: readonly PerformLevel[],
  performType: number,
  chosen: { iid: number | undefined; addids: readonly number[] },
): { iid: number | undefined; addids: number[] } {
  const offered = new Set(levelsOffered(levels, performType).map((l) => l.iid));
  return {
    iid: chosen.iid !== undefined && offered.has(chosen.iid) ? chosen.iid : undefined,
    addids: chosen.addids.filter((id) => offered.has(id) && id !== chosen.iid),
  };
}
