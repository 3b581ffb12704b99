import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOsmAnd, parseOsmAndTime } from './index';

const NOW = Date.UTC(2025, 5, 15, 14, 0, 0);

function ok(r: ReturnType<typeof parseOsmAnd>) {
  if ('error' in r) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

const q = (s: string) => Object.fromEntries(new URLSearchParams(s));

describe('OsmAnd query variant', () => {
  it('legacy Traccar Client request (PROTOCOLS.md §5.1 example)', () => {
    const r = ok(
      parseOsmAnd({
        query: q('id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0'),
        now: NOW,
      }),
    );
    expect(r.deviceId).toBe('123456');
    expect(r.positions).toHaveLength(1);
    expect(r.positions[0]).toMatchObject({
      time: 1377177267000,
      lat: 60,
      lon: 30,
      speed: 0,
      course: 0,
      altitude: 0,
      valid: true,
    });
    expect(r.positions[0].extra).toEqual({ hdop: 0 });
  });

  it('converts knots to km/h and maps the known parameters', () => {
    const p = ok(
      parseOsmAnd({
        query: q(
          'deviceid=abc&timestamp=2016-01-27T18:55:47Z&lat=52.2297&lon=21.0122&speed=10&heading=370&altitude=101.5&accuracy=4.5&batt=76&charge=true&ignition=true&rpm=933&fuel=24&alarm=sos&mock=false&driverUniqueId=D42&cell=260,1,1234,5678&notificationToken=xyz',
        ),
        now: NOW,
      }),
    ).positions[0];
    expect(p).toMatchObject({
      time: Date.parse('2016-01-27T18:55:47Z'),
      lat: 52.2297,
      lon: 21.0122,
      speed: 18.52, // 10 kn
      course: 10,
      altitude: 101.5,
      batteryPercent: 76,
      ignition: true,
      rpm: 933,
      driver1: 'D42',
      valid: true,
    });
    expect(p.extra).toEqual({ accuracy: 4.5, charge: 1, fuel: 24, alarm: 'sos', mock: 0, cell: '260,1,1234,5678' });
  });

  it('speed unit option (Traccar osmand.speed)', () => {
    const at = (speedUnit: 'kn' | 'kmh' | 'mps' | 'mph') =>
      ok(parseOsmAnd({ query: q('id=1&lat=1&lon=1&speed=10'), speedUnit })).positions[0].speed;
    expect([at('kn'), at('kmh'), at('mps'), at('mph')]).toEqual([18.52, 10, 36, 16.093]);
  });

  it('timestamps: seconds, milliseconds, ISO with and without zone, "yyyy-MM-dd HH:mm:ss" as UTC, missing = now', () => {
    expect(parseOsmAndTime('1377177267')).toBe(1377177267000);
    expect(parseOsmAndTime('1377177267.5')).toBe(1377177267500);
    expect(parseOsmAndTime('1377177267000')).toBe(1377177267000);
    expect(parseOsmAndTime('2147483646')).toBe(2147483646000);
    expect(parseOsmAndTime('2147483647')).toBe(2147483647);
    expect(parseOsmAndTime('2016-01-27T18:55:47Z')).toBe(Date.UTC(2016, 0, 27, 18, 55, 47));
    expect(parseOsmAndTime('2016-01-27T20:55:47+02:00')).toBe(Date.UTC(2016, 0, 27, 18, 55, 47));
    expect(parseOsmAndTime('2016-01-27T18:55:47')).toBe(Date.UTC(2016, 0, 27, 18, 55, 47));
    expect(parseOsmAndTime('2016-01-27 18:55:47')).toBe(Date.UTC(2016, 0, 27, 18, 55, 47));
    expect(ok(parseOsmAnd({ query: q('id=1&lat=1&lon=1'), now: NOW })).positions[0].time).toBe(NOW);
    expect(parseOsmAnd({ query: q('id=1&lat=1&lon=1&timestamp=yesterday') })).toMatchObject({
      error: { code: 'bad_value' },
    });
  });

  it('location=lat,lon and the form-encoded body when the URL has no query', () => {
    expect(ok(parseOsmAnd({ query: q('id=7&location=50.1,19.9') })).positions[0]).toMatchObject({
      lat: 50.1,
      lon: 19.9,
    });
    const r = ok(
      parseOsmAnd({
        query: {},
        contentType: 'application/x-www-form-urlencoded',
        body: 'id=F1&lat=50.5&lon=20.5&speed=1&timestamp=1700000000',
      }),
    );
    expect(r.deviceId).toBe('F1');
    expect(r.positions[0]).toMatchObject({ lat: 50.5, lon: 20.5, speed: 1.852, time: 1700000000000 });
  });

  it('no coordinates: a not-valid record flagged noLocation (the engine keeps the last position)', () => {
    const p = ok(parseOsmAnd({ query: q('id=1&batt=50'), now: NOW })).positions[0];
    expect(p).toMatchObject({ valid: false, lat: 0, lon: 0, batteryPercent: 50 });
    expect(p.extra.noLocation).toBe(1);
  });

  it('valid=false is honoured', () => {
    expect(ok(parseOsmAnd({ query: q('id=1&lat=1&lon=2&valid=false') })).positions[0].valid).toBe(false);
    expect(ok(parseOsmAnd({ query: q('id=1&lat=1&lon=2&valid=1') })).positions[0].valid).toBe(true);
  });

  it('errors: missing id, bad number, coordinates out of range', () => {
    expect(parseOsmAnd({ query: q('lat=1&lon=2') })).toMatchObject({ error: { code: 'missing_id' } });
    expect(parseOsmAnd({})).toMatchObject({ error: { code: 'missing_id' } });
    expect(parseOsmAnd({ query: q('id=1&lat=abc&lon=2') })).toMatchObject({ error: { code: 'bad_value' } });
    expect(parseOsmAnd({ query: q('id=1&lat=91&lon=2') })).toMatchObject({ error: { code: 'bad_value' } });
  });
});

describe('Traccar Client JSON variant', () => {
  const body = {
    location: {
      timestamp: '2025-06-15T13:45:12.862Z',
      coords: { latitude: 37.4219983, longitude: -122.084, accuracy: 5, speed: 10, heading: 90, altitude: 5 },
      is_moving: true,
      odometer: 1234.5,
      event: 'motionchange',
      battery: { level: 0.87, is_charging: false },
      activity: { type: 'in_vehicle', confidence: 100 },
      extras: { heartbeat: true, note: 'x' },
      _: '&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&',
    },
    device_id: '48241179',
  };

  it('maps the PROTOCOLS.md §5.2 body with m/s speed and 0..1 battery', () => {
    const r = ok(parseOsmAnd({ contentType: 'application/json; charset=utf-8', body: JSON.stringify(body), now: NOW }));
    expect(r.deviceId).toBe('48241179');
    expect(r.positions).toHaveLength(1);
    const p = r.positions[0];
    expect(p).toMatchObject({
      time: Date.parse('2025-06-15T13:45:12.862Z'),
      lat: 37.4219983,
      lon: -122.084,
      speed: 36, // 10 m/s
      course: 90,
      altitude: 5,
      movement: true,
      odometer: 1234.5,
      batteryPercent: 87,
      valid: true,
    });
    expect(p.extra).toEqual({
      accuracy: 5,
      event: 'motionchange',
      charge: 0,
      activity: 'in_vehicle',
      activityConfidence: 100,
      heartbeat: 1,
      note: 'x',
    });
  });

  it('unknown speed, heading and battery (-1) stay at their defaults', () => {
    const b = structuredClone(body);
    Object.assign(b.location.coords, { speed: -1, heading: -1 });
    b.location.battery.level = -1;
    const p = ok(parseOsmAnd({ contentType: 'application/json', body: JSON.stringify(b) })).positions[0];
    expect([p.speed, p.course, p.batteryPercent]).toEqual([0, 0, null]);
  });

  it('no coords: not valid, noLocation; no timestamp: now', () => {
    const p = ok(
      parseOsmAnd({
        contentType: 'application/json',
        body: JSON.stringify({ device_id: 'a', location: { battery: { level: 0.5 } } }),
        now: NOW,
      }),
    ).positions[0];
    expect(p).toMatchObject({ valid: false, time: NOW, batteryPercent: 50 });
    expect(p.extra.noLocation).toBe(1);
  });

  it('an array of locations gives several positions', () => {
    const r = ok(
      parseOsmAnd({
        contentType: 'application/json',
        body: JSON.stringify({ device_id: 5, location: [body.location, body.location] }),
      }),
    );
    expect(r.deviceId).toBe('5');
    expect(r.positions).toHaveLength(2);
  });

  it('errors: bad JSON, no device_id, no location', () => {
    const j = (b: string) => parseOsmAnd({ contentType: 'application/json', body: b });
    expect(j('{')).toMatchObject({ error: { code: 'bad_value' } });
    expect(j('[]')).toMatchObject({ error: { code: 'bad_value' } });
    expect(j(JSON.stringify({ location: body.location }))).toMatchObject({ error: { code: 'missing_id' } });
    expect(j(JSON.stringify({ device_id: '1' }))).toMatchObject({ error: { code: 'bad_value' } });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.option(fc.dictionary(fc.string(), fc.string())),
        fc.option(fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')),
        fc.oneof(fc.string(), fc.json()),
        (query, contentType, b) => {
          const r = parseOsmAnd({ query: query ?? undefined, contentType: contentType ?? undefined, body: b });
          if ('error' in r) expect(r.error.message.length).toBeGreaterThan(0);
          else expect(r.positions.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
