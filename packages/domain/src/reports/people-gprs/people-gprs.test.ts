import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../time';
import { connectionRow, connectionSessions, HTTP_SESSION_GAP_MS, type DeviceConnection } from './gprs-connections';
import { hourCounts, hourRow, localHours, LOG_BUCKET_MS, type QuarterCount } from './gprs-logs';
import {
  driverIdRow,
  periodRoad,
  periodTotals,
  periodsFooter,
  periodsSummaryRow,
  separateSlots,
  sumSummaryRows,
  vehicleIdRow,
  type IdentifierPeriod,
} from './identifiers';
import { staffingSpans, staffingTotals, type AttributedDrive } from './staffing';

const warsaw = (t: number) => formatDateTime(t, 'Europe/Warsaw');
const MIN = 60_000;
const H = 60 * MIN;

/** Quarter counts of records at the given times. */
function quarters(times: number[]): QuarterCount[] {
  const m = new Map<number, QuarterCount>();
  for (const t of times) {
    const bucket = Math.floor(t / LOG_BUCKET_MS);
    const q = m.get(bucket) ?? { bucket, n: 0 };
    q.n++;
    m.set(bucket, q);
  }
  return [...m.values()];
}

/** The range's hours with records made (and received) at the given times. */
function counted(times: number[], from: number, end: number, format: (t: number) => string) {
  const hours = localHours(from, end, format);
  const out = hourCounts(hours, quarters(times), quarters(times));
  // Counted by hand as well: the quarters land in their hours.
  expect(out.map((h) => h.device)).toEqual(hours.map((h) => times.filter((t) => t >= h.from && t < h.to).length));
  return out;
}

describe('records per hour (repgprslogs)', () => {
  it('counts by local hour across the spring DST change: a 23-hour day', () => {
    const from = Date.parse('2026-03-28T23:00:00Z'); // 29 Mar 00:00 CET
    const end = Date.parse('2026-03-29T22:00:00Z'); // 30 Mar 00:00 CEST
    const times = [from + 5 * MIN, from + 65 * MIN, from + 66 * MIN, Date.parse('2026-03-29T01:10:00Z')];
    const hours = counted(times, from, end, warsaw);
    expect(hours).toHaveLength(23);
    expect(hours.map((h) => warsaw(h.from).slice(11, 13)).slice(0, 4)).toEqual(['00', '01', '03', '04']);
    expect(hours.slice(0, 4).map((h) => h.device)).toEqual([1, 2, 1, 0]);
    // Hours after the last record are no gap; none lie between records here.
    expect(hours.some((h) => h.gap)).toBe(false);
  });

  it('has a 25-hour autumn day and local hours of a half-hour zone', () => {
    const from = Date.parse('2026-10-24T22:00:00Z'); // 25 Oct 00:00 CEST
    const end = Date.parse('2026-10-25T23:00:00Z');
    expect(localHours(from, end, warsaw)).toHaveLength(25);
    const kolkata = (t: number) => formatDateTime(t, 'Asia/Kolkata');
    const kFrom = Date.parse('2026-03-01T18:30:00Z'); // 2 Mar 00:00 IST
    const hours = counted([kFrom + 50 * MIN, kFrom + 61 * MIN], kFrom, kFrom + 3 * H, kolkata);
    // Received quarters go to the local hour they lie in (a quarter past 18:30 UTC is 00:15 there).
    expect(hours.map((h) => [kolkata(h.from).slice(11), h.device, h.received])).toEqual([
      ['00:00:00', 1, 1],
      ['01:00:00', 1, 1],
      ['02:00:00', 0, 0],
    ]);
  });

  it('marks an hour without records between hours with records as a red gap', () => {
    const from = Date.parse('2026-03-26T23:00:00Z');
    const times = [from + 2 * H + MIN, from + 3 * H + MIN, from + 6 * H + MIN];
    const hours = counted(times, from, from + 8 * H, warsaw);
    expect(hours.map((h) => h.gap)).toEqual([false, false, false, false, true, true, false, false]);
    const row = hourRow(hours[4], warsaw);
    expect(row).toMatchObject({ hour: '2026-03-27 04:00:00', device: 0, gap: 'Przerwa', _color: 'red' });
    expect(hourRow(hours[2], warsaw)._color).toBeUndefined();
  });

  it('clips the first and last hour to a range that starts and ends inside hours', () => {
    const from = Date.parse('2026-03-27T10:20:00Z');
    const hours = counted([from + MIN], from, from + H, warsaw);
    expect(hours.map((h) => [warsaw(h.from), warsaw(h.to)])).toEqual([
      ['2026-03-27 11:20:00', '2026-03-27 12:00:00'],
      ['2026-03-27 12:00:00', '2026-03-27 12:20:00'],
    ]);
  });
});

describe('connection log (repgprsconnections)', () => {
  const c: DeviceConnection = {
    connectedAt: Date.parse('2026-03-27T08:00:00Z'),
    disconnectedAt: Date.parse('2026-03-27T08:10:00Z'),
    address: '1.2.3.4:5',
    protocol: 'teltonika',
    records: 10,
    bytesIn: 100,
    bytesOut: 10,
    errors: 0,
    closeReason: 'socket_error',
  };
  it("merges an HTTP device's requests from one address within the gap into sessions", () => {
    const req = (at: number, address = '9.9.9.9'): DeviceConnection => ({
      ...c,
      connectedAt: at,
      disconnectedAt: at + 500,
      address,
      protocol: 'osmand',
      records: 2,
      closeReason: 'request_done',
    });
    const t0 = c.connectedAt;
    const sessions = connectionSessions([
      c,
      req(t0 + 1000),
      req(t0 + 31_000),
      req(t0 + 31_500 + HTTP_SESSION_GAP_MS),
      // a millisecond over the gap: a new session
      req(t0 + 32_001 + 2 * HTTP_SESSION_GAP_MS),
      req(t0 + 33_000 + 2 * HTTP_SESSION_GAP_MS, '8.8.8.8'),
    ]);
    expect(sessions.map((x) => [x.connectedAt - t0, x.count, x.records])).toEqual([
      [0, 1, 10],
      [1000, 3, 6],
      [32_001 + 2 * HTTP_SESSION_GAP_MS, 1, 2],
      [33_000 + 2 * HTTP_SESSION_GAP_MS, 1, 2],
    ]);
    expect(sessions[1].disconnectedAt! - t0).toBe(32_000 + HTTP_SESSION_GAP_MS);
  });
  it('shows a closed connection with its end, duration and reason in Polish', () => {
    const row = connectionRow({ ...c, count: 1 }, Date.parse('2026-03-28T00:00:00Z'), warsaw);
    expect(row).toMatchObject({
      connected: '2026-03-27 09:00:00',
      disconnected: '2026-03-27 09:10:00',
      seconds: 600,
      reason: 'Błąd połączenia',
    });
  });
  it('shows one still open, or closed after the range, without an end, counted to the end', () => {
    const end = Date.parse('2026-03-27T08:04:00Z');
    for (const disconnectedAt of [null, c.disconnectedAt]) {
      const row = connectionRow({ ...c, disconnectedAt, count: 1 }, end, warsaw);
      expect(row).toMatchObject({ disconnected: null, seconds: 240, reason: null, _to: '2026-03-27 09:04:00' });
    }
  });
});

const period = (p: Partial<IdentifierPeriod>): IdentifierPeriod => ({
  vid: 1,
  regno: 'WA 1',
  slot: 1,
  code: 'AB',
  from: 0,
  to: 1000,
  seconds: 1,
  road: 0,
  driverId: 7,
  driver: 'Jan Nowak',
  ...p,
});

describe('identifier periods (repvehids, identifiers)', () => {
  it('counts identifiers without case, keeps time and road per role, never adding driver and passenger', () => {
    const t = periodTotals([
      period({ code: 'ab', road: 1234, seconds: 10 }),
      period({ code: 'AB ', vid: 2, road: 100, seconds: 5 }),
      // a passenger's card in at the same time as the driver's: its own pair
      period({ code: null, slot: 2, seconds: 12, road: 1300 }),
    ]);
    expect(t).toEqual({
      vehicles: 2,
      identifiers: 1,
      periods: 3,
      roles: { 1: { periods: 2, seconds: 15, road: 1334 }, 2: { periods: 1, seconds: 12, road: 1300 } },
    });
    expect(periodsFooter(t, { code: 'Razem' })).toEqual({
      code: 'Razem',
      driver_seconds: 15,
      driver_km: 1.334,
      passenger_seconds: 12,
      passenger_km: 1.3,
    });
    const a = periodsSummaryRow(t, { driver: 'X' }, true);
    expect(a).toEqual({ driver: 'X', vehicles: 2, identifiers: 1, periods: 3, ...periodsFooter(t, {}) });
    expect(sumSummaryRows([a, { ...a, driver_km: 0.001 }], { driver: 'Razem' }, true)).toEqual({
      driver: 'Razem',
      vehicles: 4,
      identifiers: 2,
      periods: 6,
      driver_seconds: 30,
      driver_km: 1.335,
      passenger_seconds: 24,
      passenger_km: 2.6,
    });
  });
  it("writes a period's time and road in its role's columns, the other role's empty", () => {
    const row = vehicleIdRow(
      period({ from: Date.parse('2026-03-27T08:00:00Z'), to: null, seconds: 90, road: 1500 }),
      warsaw,
    );
    expect(row).toMatchObject({ to: null, slot: 'Kierowca', _to: '2026-03-27 09:01:30', driver: 'Jan Nowak' });
    expect([row.driver_seconds, row.driver_km, row.passenger_seconds, row.passenger_km]).toEqual([90, 1.5, null, null]);
    const passenger = driverIdRow(period({ slot: 2, seconds: 30, road: 20 }), warsaw);
    expect([passenger.driver_seconds, passenger.passenger_seconds, passenger.passenger_km]).toEqual([null, 30, 0.02]);
  });
  it("measures a period's road from its first point to the first point at or after its end", () => {
    const time = [0, 10, 20, 30, 40];
    const sumrg = [5, 105, 305.4, 605, 1005];
    // periods end on the record that starts the next: consecutive periods share no interval
    expect(periodRoad(time, sumrg, 0, 20)).toBe(300);
    expect(periodRoad(time, sumrg, 20, 40)).toBe(700);
    expect(periodRoad(time, sumrg, 0, 20) + periodRoad(time, sumrg, 20, 40)).toBe(sumrg[4] - sumrg[0]);
    // between points, open to the last point, past the last point, no points
    expect(periodRoad(time, sumrg, 15, null)).toBe(700);
    expect(periodRoad(time, sumrg, 45, null)).toBe(0);
    expect(periodRoad([], [], 0, 10)).toBe(0);
  });
  it("cuts a role's overlapping periods so its time never exceeds the span", () => {
    const p = (slot: 1 | 2, from: number, to: number | null, seconds: number) => ({ slot, from, to, seconds });
    const out = separateSlots([
      p(1, 0, 100_000, 100),
      p(1, 50_000, 150_000, 100), // overlaps the first: starts at its end
      p(1, 60_000, 90_000, 30), // wholly inside: left out
      p(2, 0, null, 200), // the passenger's open period overlaps nothing of its role
      p(1, 150_000, null, 50),
    ]);
    expect(out.map((x) => [x.slot, x.from, x.to, x.seconds])).toEqual([
      [1, 0, 100_000, 100],
      [2, 0, null, 200],
      [1, 100_000, 150_000, 50],
      [1, 150_000, null, 50],
    ]);
    // after an open period of a role nothing of that role can follow
    expect(separateSlots([p(1, 0, null, 100), p(1, 10_000, 20_000, 10)])).toHaveLength(1);
  });
});

const drive = (d: Partial<AttributedDrive>): AttributedDrive => ({
  vid: 1,
  regno: 'WA 1',
  from: 0,
  to: 10,
  seconds: 10,
  road: 100,
  driverId: 7,
  code: 'AB',
  periodFrom: 0,
  ...d,
});

describe('staffing (repdrvstaffing)', () => {
  it("runs a vehicle's consecutive drives of a driver in one identifier period", () => {
    const spans = staffingSpans(
      [
        drive({ from: 0, to: 10 }),
        drive({ from: 20, to: 30 }),
        // the card out and in again: a new run
        drive({ from: 40, to: 50, periodFrom: 35 }),
        // nobody's drive breaks the run
        drive({ from: 60, to: 70, periodFrom: 35, driverId: null }),
        drive({ from: 80, to: null, periodFrom: 35 }),
        drive({ from: 90, to: 95, periodFrom: 35, driverId: 8, code: 'CD' }),
      ],
      [0, 1000],
    );
    expect(spans.map((s) => [s.driverId, s.from, s.to, s.drives, s.seconds, s.road])).toEqual([
      [7, 0, 30, 2, 20, 200],
      [7, 40, 50, 1, 10, 100],
      [7, 80, null, 1, 10, 100],
      [8, 90, 95, 1, 10, 100],
    ]);
    expect(staffingTotals(spans, { driver: 'X' }, true)).toEqual({
      driver: 'X',
      vehicles: 1,
      drives: 5,
      seconds: 50,
      km: 0.5,
    });
  });
  it('starts a new run on a new report day, the card still in', () => {
    const drives = [drive({ from: 100, to: 200 }), drive({ from: 900, to: 1100 }), drive({ from: 1200, to: 1300 })];
    expect(staffingSpans(drives, [0, 1000]).map((s) => [s.from, s.to, s.drives])).toEqual([
      [100, 1100, 2],
      [1200, 1300, 1],
    ]);
    // The range's start may lie inside a report day: drives before the first start form one day.
    expect(staffingSpans(drives, [150, 1000]).map((s) => s.drives)).toEqual([1, 1, 1]);
  });
});
