import { describe, expect, it } from 'vitest';
import { formatDateTime, isValidTimeZone, parseDateTime } from '.';

describe('API times in the company time zone', () => {
  it('formats and parses across the spring DST change in Warsaw', () => {
    const before = Date.parse('2026-03-29T00:30:00Z');
    const after = Date.parse('2026-03-29T01:30:00Z');
    expect(formatDateTime(before, 'Europe/Warsaw')).toBe('2026-03-29 01:30:00');
    expect(formatDateTime(after, 'Europe/Warsaw')).toBe('2026-03-29 03:30:00');
    expect(parseDateTime('2026-03-29 03:30:00', 'Europe/Warsaw')).toBe(after);
  });

  it('refuses malformed dates', () => {
    expect(parseDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseDateTime('yesterday')).toBeNull();
    expect(isValidTimeZone('Europe/Warsaw')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
