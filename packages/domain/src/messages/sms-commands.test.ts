import { describe, expect, it } from 'vitest';
import { normalizePhone, passesHourFilter, simFilter, smsTypeCommand } from './sms-commands';

describe('smsTypeCommand', () => {
  it('maps the form types to FMB commands', () => {
    expect(smsTypeCommand(1)).toBe('getgps');
    expect(smsTypeCommand(2)).toBe('cpureset');
    expect(smsTypeCommand(3)).toBe('getrecord');
    expect(smsTypeCommand(4, [true, false, true, false])).toBe('setdigout 1010');
    expect(smsTypeCommand(4, [])).toBe('setdigout 0000');
  });
});

describe('phones and filters', () => {
  it('normalizes numbers to E.164 digits, Polish by default', () => {
    expect(normalizePhone('600 100 200')).toBe('48600100200');
    expect(normalizePhone('+48 600-100-200')).toBe('48600100200');
    expect(normalizePhone('0049 151 1234567')).toBe('491511234567');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
  it('filters Polish and foreign SIM cards', () => {
    expect(simFilter('48600100200', true, false)).toBeNull();
    expect(simFilter('491511234567', true, false)).toBe('nopl');
    expect(simFilter('48600100200', false, true)).toBe('pl');
    expect(simFilter('491511234567', true, true)).toBeNull();
    expect(simFilter(null, true, false)).toBeNull();
  });
  it('keeps vehicles that stopped reporting for the hour filter', () => {
    const now = 10 * 3600_000;
    expect(passesHourFilter(null, now, 2)).toBe(true);
    expect(passesHourFilter(now - 3 * 3600_000, now, 2)).toBe(true);
    expect(passesHourFilter(now - 3600_000, now, 2)).toBe(false);
    expect(passesHourFilter(now, now, null)).toBe(true);
  });
});
