/**
 * Who holds a driver identifier at a moment (issue 14: the route and the monitor name the
 * driver an identifier was assigned to when the record was made). Pure, shared by the monitor,
 * the route, the monitor's input/output events and the driver save's overlap check.
 *
 * An assignment counts only while it is active; it starts at its from-date (none: always held
 * before) and lasts to the end of the second of its to-date (none: still held), as the editor
 * shows whole seconds and a user reads 'do 12:00:00' as including it. Where two assignments
 * meet (one ends 12:00:00, the next starts 12:00:00) the later start wins.
 */
export interface Assignment {
  id: number;
  active: number | boolean;
  from_date: number | null;
  to_date: number | null;
}

/** The to-date's second is part of the assignment. */
const END_OF_SECOND_MS = 1000;

export function assignmentValidAt(a: Assignment, time: number): boolean {
  return (
    !!a.active &&
    (a.from_date === null || a.from_date <= time) &&
    (a.to_date === null || time < a.to_date + END_OF_SECOND_MS)
  );
}

/** The assignment naming the holder at `time`, or null: nobody held it then. */
export function holderAt<T extends Assignment>(rows: readonly T[], time: number): T | null {
  let best: T | null = null;
  for (const r of rows) {
    if (!assignmentValidAt(r, time)) continue;
    if (
      best === null ||
      (r.from_date ?? -Infinity) > (best.from_date ?? -Infinity) ||
      ((r.from_date ?? -Infinity) === (best.from_date ?? -Infinity) && r.id > best.id)
    )
      best = r;
  }
  return best;
}

/**
 * Two active assignments of one identifier held at once. Periods that only touch (one ends at
 * the second the other starts) do not overlap: the hand-over of a key.
 */
export function assignmentsOverlap(a: Assignment, b: Assignment): boolean {
  if (!a.active || !b.active) return false;
  const aFrom = a.from_date ?? -Infinity;
  const bFrom = b.from_date ?? -Infinity;
  const aTo = a.to_date ?? Infinity;
  const bTo = b.to_date ?? Infinity;
  return aFrom < bTo && bFrom < aTo;
}
