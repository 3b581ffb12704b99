import { describe, expect, it } from 'vitest';
import { counterSaveBody, COUNTER_MSG } from '../schemas/counters';
import { fieldErrors } from '../schemas/index';
import {
  POWER_MSG,
  addPowerYear,
  formatPowerString,
  kwToWatts,
  nextPowerYear,
  orderedPowerAt,
  orderedPowerKw,
  parsePowerString,
  type PowerYear,
} from './ordered-power';
import { powerOrderSaveBody } from './schemas';

const months = (f: (m: number) => number | null) => Array.from({ length: 12 }, (_, i) => f(i + 1));
const cards: PowerYear[] = [
  { year: 2025, months: months((m) => 1000 + m) },
  { year: 2026, months: months((m) => (m === 2 ? null : 2000.5)) },
];

describe('ordered power', () => {
  it('answers the month of a vehicle, null where nothing is ordered', () => {
    expect(orderedPowerKw(cards, 2025, 1)).toBe(1001);
    expect(orderedPowerKw(cards, 2025, 12)).toBe(1012);
    expect(orderedPowerKw(cards, 2026, 2)).toBeNull();
    expect(orderedPowerKw(cards, 2024, 5)).toBeNull();
  });
  it('takes the month in the company zone (New Year in Warsaw is still December in UTC)', () => {
    const newYearWarsaw = Date.UTC(2025, 11, 31, 23, 30);
    expect(orderedPowerAt(cards, newYearWarsaw, 'Europe/Warsaw')).toBe(2000.5);
    expect(orderedPowerAt(cards, newYearWarsaw, 'UTC')).toBe(1012);
  });
  it('round-trips the save string of spec 3 §3.14', () => {
    const text = formatPowerString(cards);
    expect(text.split('|')[0]).toBe('2025^1001^1002^1003^1004^1005^1006^1007^1008^1009^1010^1011^1012');
    expect(text.split('|')[1].split('^')[2]).toBe('');
    expect(parsePowerString(text)).toEqual({ years: cards, issues: [] });
    expect(parsePowerString('')).toEqual({ years: [], issues: [] });
    expect(parsePowerString('2025^1,5^^^^^^^^^^^').years[0].months[0]).toBe(1.5);
  });
  it('refuses a repeated year, a year before 2019, bad values, each at its field', () => {
    const twice = formatPowerString([cards[0], cards[0]]);
    expect(parsePowerString(twice).issues).toEqual([{ path: [1, 'year'], message: 'Rok 2025 juz jest przypisany' }]);
    expect(parsePowerString('2018' + '^1'.repeat(12)).issues).toEqual([{ path: [0, 'year'], message: POWER_MSG.year }]);
    expect(parsePowerString('2020^-1' + '^1'.repeat(11)).issues).toEqual([
      { path: [0, 'months', 0], message: POWER_MSG.month },
    ]);
    expect(parsePowerString('2020^1.2345' + '^1'.repeat(11)).issues[0].path).toEqual([0, 'months', 0]);
    expect(parsePowerString('2020^1^2').issues).toEqual([{ path: [], message: POWER_MSG.format }]);
  });
  it('adds a card in year order, moving the year on, and refuses a taken or early year', () => {
    const r = addPowerYear(cards, 2024);
    expect(r).toMatchObject({ ok: true, next: 2025 });
    expect(r.ok && r.years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
    expect(addPowerYear(cards, 2026)).toEqual({ ok: false, message: 'Rok 2026 juz jest przypisany' });
    expect(addPowerYear([], 2018)).toEqual({ ok: false, message: POWER_MSG.year });
    expect(nextPowerYear(cards, 2026)).toBe(2027);
    expect(nextPowerYear([], 2017)).toBe(2019);
  });
  it('stores kW as whole watts', () => {
    expect(kwToWatts(0.1 + 0.2)).toBe(300);
    expect(kwToWatts(1234.567)).toBe(1_234_567);
  });
  it('the save body carries the field paths of the editor', () => {
    const r = powerOrderSaveBody.safeParse({ vid: '5', power: formatPowerString([cards[0], cards[0]]) });
    expect(r.success).toBe(false);
    expect(!r.success && fieldErrors(r.error)).toEqual({ 'power.1.year': 'Rok 2025 juz jest przypisany' });
  });
});

describe('the counter save body', () => {
  const base = { cid: '0', number: ' LE-1 ', active_status_id: '1' };
  it('trims, empties to null, and keeps the date text', () => {
    expect(counterSaveBody.parse({ ...base, valid_date: '2027-01-31 23:59:59', description: 'ok' })).toMatchObject({
      cid: 0,
      number: 'LE-1',
      manufacturer: null,
      valid_date: '2027-01-31 23:59:59',
      description: 'ok',
    });
  });
  it('answers the field messages of spec 3 §5', () => {
    const r = counterSaveBody.safeParse({
      ...base,
      number: ' ',
      gsm_number: '+48 600',
      description: 'x',
      comments: 'y'.repeat(1001),
      valid_date: '2026-02-30 10:00:00',
      active_status_id: '9',
    });
    expect(!r.success && fieldErrors(r.error)).toEqual({
      number: COUNTER_MSG.numberRequired,
      gsm_number: COUNTER_MSG.gsmNumber,
      description: COUNTER_MSG.descriptionLength,
      comments: COUNTER_MSG.commentsLength,
      valid_date: COUNTER_MSG.dateFormat,
      active_status_id: COUNTER_MSG.status,
    });
  });
});
