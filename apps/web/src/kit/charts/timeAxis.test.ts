import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatTimeTicks, parseLocalDateTime, polishDateNames } from './timeAxis';

describe('chart time axis', () => {
  it('parses API times as local wall-clock seconds and formats them back', () => {
    const s = parseLocalDateTime('2026-05-04 07:08:09');
    expect(s).not.toBeNull();
    expect(formatLocalDateTime(new Date(s! * 1000))).toBe('2026-05-04 07:08:09');
  });

  it('refuses texts that are not dates', () => {
    expect(parseLocalDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseLocalDateTime('2026-05-04T07:08:09')).toBeNull();
    expect(parseLocalDateTime('')).toBeNull();
  });

  it('labels ticks on a 24-hour clock, with seconds or dates by tick spacing', () => {
    const t = parseLocalDateTime('2026-05-04 15:30:05')!;
    expect(formatTimeTicks([t], 3600)).toEqual(['15:30']);
    expect(formatTimeTicks([t], 10)).toEqual(['15:30:05']);
    expect(formatTimeTicks([t], 86_400)).toEqual(['2026-05-04']);
  });

  it('puts the date before every time when asked (route-chartAxisFullDate)', () => {
    const t = parseLocalDateTime('2026-05-04 15:30:05')!;
    expect(formatTimeTicks([t], 3600, true)).toEqual(['2026-05-04 15:30']);
    expect(formatTimeTicks([t], 86_400, true)).toEqual(['2026-05-04']);
  });

  it('gives Polish month names starting in January and weekdays starting on Sunday', () => {
    const names = polishDateNames();
    expect(names.MMMM).toHaveLength(12);
    expect(names.MMMM[0].toLowerCase()).toMatch(/^stycz/);
    expect(names.WWWW[0].toLowerCase()).toBe('niedziela');
  });
});
