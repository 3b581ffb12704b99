import { describe, expect, it } from 'vitest';
import { assignmentValidAt, assignmentsOverlap, holderAt, type Assignment } from './identifier-holders';

const T = (hhmmss: string) => Date.parse(`2026-03-10T${hhmmss}Z`);
const row = (id: number, from: string | null, to: string | null, active = 1): Assignment & { who: string } => ({
  id,
  active,
  from_date: from === null ? null : T(from),
  to_date: to === null ? null : T(to),
  who: `driver ${id}`,
});

describe('who holds an identifier at a moment', () => {
  it('is the assignment whose period holds the moment, the to-date second included', () => {
    const a = row(1, '08:00:00', '12:00:00');
    expect(assignmentValidAt(a, T('07:59:59'))).toBe(false);
    expect(assignmentValidAt(a, T('08:00:00'))).toBe(true);
    expect(assignmentValidAt(a, T('12:00:00') + 999)).toBe(true);
    expect(assignmentValidAt(a, T('12:00:01'))).toBe(false);
  });

  it('counts open ends as always before and still held', () => {
    expect(assignmentValidAt(row(1, null, null), 0)).toBe(true);
    expect(assignmentValidAt(row(1, '08:00:00', null), T('23:59:59'))).toBe(true);
  });

  it('never names the holder of an inactive assignment', () => {
    expect(holderAt([row(1, null, null, 0)], T('10:00:00'))).toBeNull();
  });

  it('names nobody before the first assignment (the current holder does not name old records)', () => {
    expect(holderAt([row(1, '09:00:00', null)], T('08:00:00'))).toBeNull();
  });

  it('hands a key over: the later start wins at the shared second', () => {
    const rows = [row(1, '08:00:00', '12:00:00'), row(2, '12:00:00', null)];
    expect(holderAt(rows, T('11:59:59'))?.who).toBe('driver 1');
    expect(holderAt(rows, T('12:00:00') + 500)?.who).toBe('driver 2');
    expect(holderAt(rows, T('13:00:00'))?.who).toBe('driver 2');
  });
});

describe('overlapping assignments of one identifier', () => {
  it('are periods held at once, open ends included', () => {
    expect(assignmentsOverlap(row(1, '08:00:00', '12:00:00'), row(2, '11:00:00', null))).toBe(true);
    expect(assignmentsOverlap(row(1, '08:00:00', null), row(2, '20:00:00', '21:00:00'))).toBe(true);
    expect(assignmentsOverlap(row(1, null, null), row(2, '08:00:00', '09:00:00'))).toBe(true);
  });

  it('are not periods that only touch, nor an inactive one', () => {
    expect(assignmentsOverlap(row(1, '08:00:00', '12:00:00'), row(2, '12:00:00', null))).toBe(false);
    expect(assignmentsOverlap(row(1, '08:00:00', '12:00:00'), row(2, '13:00:00', '14:00:00'))).toBe(false);
    expect(assignmentsOverlap(row(1, '08:00:00', null), row(2, '09:00:00', null, 0))).toBe(false);
  });
});
