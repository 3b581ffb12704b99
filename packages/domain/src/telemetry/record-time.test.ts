import { describe, expect, it } from 'vitest';
import { RECORD_TIME_FLOOR, recordTimeRefusal, recordTimeRefusalText } from './record-time';

const now = Date.parse('2026-12-03T12:00:00Z');
const margin = 10 * 60_000;

describe('recordTimeRefusal', () => {
  it('accepts a record up to the margin ahead of the clock and any record since the floor', () => {
    expect(recordTimeRefusal(now, now, margin)).toBeNull();
    expect(recordTimeRefusal(now + margin, now, margin)).toBeNull();
    expect(recordTimeRefusal(RECORD_TIME_FLOOR, now, margin)).toBeNull();
  });

  it('refuses a record past the margin, before 2000 or not a number', () => {
    expect(recordTimeRefusal(now + margin + 1, now, margin)).toBe('in-future');
    expect(recordTimeRefusal(Date.parse('2099-01-01T00:00:00Z'), now, margin)).toBe('in-future');
    expect(recordTimeRefusal(99999999999999 * 1000, now, margin)).toBe('in-future');
    expect(recordTimeRefusal(0, now, margin)).toBe('before-floor');
    expect(recordTimeRefusal(RECORD_TIME_FLOOR - 1, now, margin)).toBe('before-floor');
    expect(recordTimeRefusal(Number.NaN, now, margin)).toBe('not-a-time');
  });

  it('names the time and the clock in its reason, even for a time no Date holds', () => {
    expect(recordTimeRefusalText('in-future', Date.parse('2099-01-01T00:00:00Z'), now)).toBe(
      'record time 2099-01-01T00:00:00.000Z is ahead of the server clock 2026-12-03T12:00:00.000Z',
    );
    expect(recordTimeRefusalText('in-future', 1e20, now)).toContain('100000000000000000000');
    expect(recordTimeRefusalText('before-floor', 0, now)).toContain('before 2000-01-01');
  });
});
