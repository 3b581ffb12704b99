import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  MONIT_MSG,
  alarmsAcceptBody,
  inputEventsBody,
  monitRouteBody,
  monitVehiclesSaveBody,
  outputEventsBody,
  parsePid,
  poiMapSaveBody,
  pointPid,
  reportListsQuery,
} from './monit';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('vehicle choice list', () => {
  it('reads comma-separated ids, empty as none, without duplicates', () => {
    expect(monitVehiclesSaveBody.parse({ vehicles: '3,1, 2,3' }).vehicles).toEqual([3, 1, 2]);
    expect(monitVehiclesSaveBody.parse({ vehicles: '' }).vehicles).toEqual([]);
  });

  it('refuses anything but positive integer ids', () => {
    for (const vehicles of ['1,,2', 'a', '1;2', '0', '-3', '1.5', '99999999999']) {
      expect(firstMessage(monitVehiclesSaveBody.safeParse({ vehicles }))).toBe(MONIT_MSG.vehicleList);
    }
    expect(monitVehiclesSaveBody.safeParse({}).success).toBe(false);
  });
});

describe('pids', () => {
  it('parse p0{id} as an own point and p1{id} as a base, and print back', () => {
    expect(parsePid('p012')).toEqual({ kind: 'poi', id: 12 });
    expect(parsePid('p17')).toEqual({ kind: 'base', id: 7 });
    expect(pointPid({ kind: 'base', id: 7 })).toBe('p17');
    expect(pointPid({ kind: 'poi', id: 12 })).toBe('p012');
    for (const bad of ['p2', 'p212', 'x012', 'p0', 'p00', 'p0-1', '012', 'p0 1']) expect(parsePid(bad)).toBeNull();
  });

  it('read a comma-separated choice, empty as none', () => {
    expect(poiMapSaveBody.parse({ ids: 'p01,p12,p01' }).ids).toEqual([
      { kind: 'poi', id: 1 },
      { kind: 'base', id: 2 },
    ]);
    expect(poiMapSaveBody.parse({ ids: '' }).ids).toEqual([]);
    expect(firstMessage(poiMapSaveBody.safeParse({ ids: 'p01,q2' }))).toBe(MONIT_MSG.pointList);
  });
});

describe('route body', () => {
  it('needs a vehicle id and two date-times', () => {
    expect(monitRouteBody.parse({ id: '5', from_date: '2026-03-29 00:00:00', to_date: '2026-03-29 23:59:59' })).toEqual(
      { id: 5, from_date: '2026-03-29 00:00:00', to_date: '2026-03-29 23:59:59' },
    );
    expect(
      firstMessage(monitRouteBody.safeParse({ id: '5', from_date: '2026-03-29', to_date: '2026-03-29 23:59:59' })),
    ).toBe(MONIT_MSG.dateFormat);
    expect(firstMessage(monitRouteBody.safeParse({ id: 'x', from_date: '', to_date: '' }))).toBe(
      MONIT_MSG.vehicleNotFound,
    );
  });
});

describe('input/output event bodies', () => {
  it('take inputs 1–8 and outputs 1–4', () => {
    expect(inputEventsBody.parse({ vid: '1', n: '8' })).toEqual({ vid: 1, n: 8 });
    expect(firstMessage(inputEventsBody.safeParse({ vid: '1', n: '9' }))).toBe(MONIT_MSG.inputNumber);
    expect(firstMessage(inputEventsBody.safeParse({ vid: '1', n: '0' }))).toBe(MONIT_MSG.inputNumber);
    expect(outputEventsBody.parse({ vid: '2', n: '4' })).toEqual({ vid: 2, n: 4 });
    expect(firstMessage(outputEventsBody.safeParse({ vid: '2', n: '5' }))).toBe(MONIT_MSG.outputNumber);
  });
});

describe('alarm acceptance', () => {
  const desc = (n: number) => 'x'.repeat(n);
  it('takes one id or ids joined by |', () => {
    expect(alarmsAcceptBody.parse({ alarms: '7', description: 'ok' }).alarms).toEqual([7]);
    expect(alarmsAcceptBody.parse({ alarms: '7|8|9', description: 'ok' }).alarms).toEqual([7, 8, 9]);
    expect(firstMessage(alarmsAcceptBody.safeParse({ alarms: '', description: 'ok' }))).toBe(MONIT_MSG.alarmList);
    expect(firstMessage(alarmsAcceptBody.safeParse({ alarms: '7,8', description: 'ok' }))).toBe(MONIT_MSG.alarmList);
  });

  it('wants a description of 2 to 100 characters with the spec’s message', () => {
    expect(firstMessage(alarmsAcceptBody.safeParse({ alarms: '1', description: desc(1) }))).toBe(MSG.alarmDescription);
    expect(alarmsAcceptBody.safeParse({ alarms: '1', description: desc(2) }).success).toBe(true);
    expect(alarmsAcceptBody.safeParse({ alarms: '1', description: desc(100) }).success).toBe(true);
    expect(firstMessage(alarmsAcceptBody.safeParse({ alarms: '1', description: desc(101) }))).toBe(
      MSG.alarmDescription,
    );
    expect(firstMessage(alarmsAcceptBody.safeParse({ alarms: '1' }))).toBe(MSG.alarmDescription);
  });
});

describe('report lists', () => {
  it('know route and ecodriving only', () => {
    expect(reportListsQuery.parse({ type: 'route' }).type).toBe('route');
    expect(firstMessage(reportListsQuery.safeParse({ type: 'repvehdaily' }))).toBe(MONIT_MSG.listType);
  });
});
