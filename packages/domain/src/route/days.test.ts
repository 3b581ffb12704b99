import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../time';
import { overlappingDays, wholeDays } from './days';

const at = (text: string, tz = 'Europe/Warsaw') => parseDateTime(text, tz)!;
const hours = (d: { start: number; end: number }) => (d.end - d.start) / 3_600_000;

describe('whole company-zone days of a range', () => {
  it('lists only the days wholly inside, with the end second included', () => {
    const days = wholeDays(at('2026-03-01 00:00:00'), at('2026-03-03 23:59:59') + 999, 'Europe/Warsaw');
    expect(days.map((d) => d.start)).toEqual([
      at('2026-03-01 00:00:00'),
      at('2026-03-02 00:00:00'),
      at('2026-03-03 00:00:00'),
    ]);
    expect(wholeDays(at('2026-03-01 00:00:01'), at('2026-03-03 23:59:58') + 999, 'Europe/Warsaw')).toEqual([
      { start: at('2026-03-02 00:00:00'), end: at('2026-03-03 00:00:00') },
    ]);
    expect(wholeDays(at('2026-03-01 08:00:00'), at('2026-03-01 20:00:00'), 'Europe/Warsaw')).toEqual([]);
  });

  it('follows DST: 23 and 25 hour days in Warsaw, other zones by their own midnight', () => {
    const spring = wholeDays(at('2026-03-29 00:00:00'), at('2026-03-29 23:59:59') + 999, 'Europe/Warsaw');
    expect(spring.map(hours)).toEqual([23]);
    const autumn = wholeDays(at('2026-10-25 00:00:00'), at('2026-10-25 23:59:59') + 999, 'Europe/Warsaw');
    expect(autumn.map(hours)).toEqual([25]);
    const ny = wholeDays(
      at('2026-03-01 00:00:00', 'America/New_York'),
      at('2026-03-02 00:00:00', 'America/New_York'),
      'America/New_York',
    );
    expect(ny).toEqual([
      { start: at('2026-03-01 00:00:00', 'America/New_York'), end: at('2026-03-02 00:00:00', 'America/New_York') },
    ]);
  });

  it('lists every day a range touches, whole, for the regeneration check', () => {
    const days = overlappingDays(at('2026-03-01 08:00:00'), at('2026-03-03 00:00:00'), 'Europe/Warsaw');
    expect(days.map((d) => [d.start, d.end])).toEqual([
      [at('2026-03-01 00:00:00'), at('2026-03-02 00:00:00')],
      [at('2026-03-02 00:00:00'), at('2026-03-03 00:00:00')],
      [at('2026-03-03 00:00:00'), at('2026-03-04 00:00:00')],
    ]);
    expect(overlappingDays(at('2026-03-29 10:00:00'), at('2026-03-29 11:00:00'), 'Europe/Warsaw').map(hours)).toEqual([
      23,
    ]);
  });
});
