import { describe, expect, it } from 'vitest';
import { config, north, ofType, run, secs, series } from './testing';

describe('GPS, antenna, case, power', () => {
  it('no GPS (5) after gps_no_range minutes, and 45 only while the key is on', () => {
    // 8 minutes without a fix: the first 4 with the key on, the rest with it off.
    const pts = series(0, 12, 60, (i) => ({ valid: !(i >= 2 && i < 10), ignition: i < 6 }));
    const r = run(pts);
    expect(ofType(r.closed, 5).map(secs)).toEqual([480]);
    expect(ofType(r.events, 45)).toHaveLength(0);
    const r2 = run(series(0, 12, 60, (i) => ({ valid: !(i >= 2 && i < 10) })));
    expect(ofType(r2.closed, 45).map(secs)).toEqual([480]);
    // Just under the limit: nothing.
    const r3 = run(series(0, 10, 60, (i) => ({ valid: !(i >= 2 && i < 6) })));
    expect(ofType(r3.events, 5)).toHaveLength(0);
  });

  it('antenna unplugged (6) and shorted (7); a record without antenna state changes nothing', () => {
    const states = [0, 1, null, 1, 2, 2, 0];
    const r = run(series(0, states.length, 10, (i) => ({ antenna: states[i] })));
    expect(ofType(r.closed, 6).map(secs)).toEqual([30]);
    expect(ofType(r.closed, 7).map(secs)).toEqual([20]);
  });

  it('case opened (8)', () => {
    const open = [false, true, true, null, false];
    const r = run(series(0, open.length, 10, (i) => ({ caseOpen: open[i] })));
    expect(ofType(r.closed, 8).map(secs)).toEqual([30]);
  });

  it('internal power (36): external supply under powerLostVolts for alarm_txd_power_off_time', () => {
    const mv = [12_500, 200, 0, 0, 0, 0, 0, 12_400];
    const r = run(series(0, mv.length, 15, (i) => ({ externalVoltage: mv[i] })));
    expect(ofType(r.closed, 36).map(secs)).toEqual([90]);
    const quick = run(series(0, 4, 15, (i) => ({ externalVoltage: [12_500, 0, 0, 12_500][i] })));
    expect(ofType(quick.events, 36)).toHaveLength(0);
  });

  it('voltage below min (51) for alarm_min_voltage_time, valued at the lowest voltage', () => {
    const cfg = config((c) => {
      c.voltageMin = 11.5;
      c.voltageSeconds = 30;
    });
    const mv = [12_300, 11_400, 11_200, 11_350, 11_600, 11_400, 11_450, 12_000];
    const r = run(
      series(0, mv.length, 10, (i) => ({ externalVoltage: mv[i] })),
      cfg,
    );
    expect(ofType(r.closed, 51)).toEqual([expect.objectContaining({ value: 11.2 })]);
    expect(secs(ofType(r.closed, 51)[0])).toBe(30);
  });
});

describe('driver identifiers and engine without driver', () => {
  it('driver (25) and passenger (26) present while plugged, a new card is a new event', () => {
    const d1 = [null, 'AA01', 'AA01', '0000000000000000', 'BB02', 'CC03', ''];
    const d2 = [null, null, 'P1', 'P1', 'P1', '', null];
    const r = run(series(0, d1.length, 10, (i) => ({ driver1: d1[i], driver2: d2[i] })));
    expect(ofType(r.closed, 25).map((e) => [e.driver, secs(e)])).toEqual([
      ['AA01', 20],
      ['BB02', 10],
      ['CC03', 10],
    ]);
    expect(ofType(r.closed, 26).map((e) => [e.driver, secs(e)])).toEqual([['P1', 30]]);
    expect(r.derived.map((d) => d.d1)).toEqual([null, 'AA01', 'AA01', null, 'BB02', 'CC03', null]);
  });

  it('engine running without a driver (46) after alarm_engine_no_drv_time; off by default', () => {
    const cfg = config((c) => (c.engineNoDriverSeconds = 120));
    const pts = series(0, 20, 10, (i) => ({ ignition: i < 18, driver1: i < 15 ? '' : 'AB12' }));
    expect(ofType(run(pts, cfg).closed, 46).map(secs)).toEqual([150]);
    expect(ofType(run(pts).events, 46)).toHaveLength(0);
    // With a card from the start: nothing.
    expect(
      ofType(
        run(
          series(0, 20, 10, () => ({ driver1: 'AB12' })),
          cfg,
        ).events,
        46,
      ),
    ).toHaveLength(0);
  });

  it('events carry the first driver seen during them', () => {
    const cfg = config((c) => (c.maxSpeedKmh = 50));
    const pts = series(0, 6, 10, (i) => ({ speed: i < 5 ? 70 : 30, driver1: i < 2 ? null : 'DRV9' }));
    expect(ofType(run(pts, cfg).closed, 4)[0].driver).toBe('DRV9');
  });
});

describe('harsh driving', () => {
  it('takes the device flag (43 braking, 44 acceleration) as an instant event', () => {
    const r = run([
      ...series(0, 2, 1),
      ...series(2, 1, 1, () => ({ harsh: 'brake' })),
      ...series(3, 1, 1, () => ({ harsh: 'accel' })),
    ]);
    expect(ofType(r.closed, 43)).toEqual([expect.objectContaining({ from: r.derived[2].time, to: r.derived[2].time })]);
    expect(ofType(r.closed, 44)).toHaveLength(1);
  });

  it('derives it from the speed change at 1 Hz when thresholds are set (km/h per second)', () => {
    const cfg = config((c) => {
      c.harshBrakingKmhPerS = 12;
      c.harshAccelerationKmhPerS = 10;
    });
    const v = [50, 50, 38, 27, 27, 36, 47];
    const r = run(
      series(0, v.length, 1, (i) => ({ speed: v[i] })),
      cfg,
    );
    expect(ofType(r.closed, 43).map((e) => e.value)).toEqual([12]);
    expect(ofType(r.closed, 44).map((e) => e.value)).toEqual([11]);
    // At 10 s intervals the speed change says nothing about harshness.
    expect(
      run(
        series(0, v.length, 10, (i) => ({ speed: v[i] })),
        cfg,
      ).closed.filter((e) => e.eid >= 43),
    ).toHaveLength(0);
  });
});

describe('consumption, flow meter, probes', () => {
  it('high consumption per 100 km (23) over consecutive windows, valued ×10', () => {
    const cfg = config((c) => {
      c.bigUsageKmEnabled = true;
      c.bigUsageKm = 40;
      c.bigUsagePeriodSeconds = 600;
    });
    // 72 km/h = 200 m per 10 s; 0.1 l per 10 s = 50 l/100 km for 30 minutes, then 0.05 l (25 l/100 km).
    let used = 0;
    const pts = series(0, 361, 10, (i) => {
      used += i <= 180 ? 0.1 : 0.05;
      return { speed: 72, fuelUsedLitres: used, ...north(i * 200) };
    });
    const r = run(pts, cfg);
    const ev = ofType(r.closed, 23);
    expect(ev).toHaveLength(1);
    expect(secs(ev[0])).toBe(1800);
    expect(ev[0].value).toBe(500);
  });

  it('high consumption per engine hour (40)', () => {
    const cfg = config((c) => {
      c.bigUsageMthEnabled = true;
      c.bigUsageMth = 5;
      c.bigUsagePeriodSeconds = 600;
    });
    // Idling at 12 l/h for 20 minutes.
    const r = run(
      series(0, 121, 10, (i) => ({ fuelUsedLitres: i * (12 / 360) })),
      cfg,
    );
    expect(ofType(r.closed, 40)).toHaveLength(0);
    expect(ofType(r.end, 40)).toEqual([expect.objectContaining({ value: 120 })]);
  });

  it('flow meter above max (42) with the engine on', () => {
    const cfg = config((c) => {
      c.flowMaxUsage = 40;
      c.flowMaxSeconds = 120;
    });
    // 60 l/h for 5 minutes, then 20 l/h.
    let used = 0;
    const r = run(
      series(0, 60, 10, (i) => {
        used += i <= 30 ? 60 / 360 : 20 / 360;
        return { fuelUsedLitres: used };
      }),
      cfg,
    );
    const ev = ofType(r.closed, 42);
    expect(ev).toHaveLength(1);
    expect(ev[0].value).toBe(60);
  });

  it('probe without a reading (37) after probe_N_no_data minutes, only for a configured tank', () => {
    const cfg = config((c) => {
      c.fuel.tanks = [{ active: true, multiplier: 1, capacity: 0, points: [] }];
    });
    const pts = series(0, 20, 60, (i) => ({ fuelProbe1: i >= 3 && i < 16 ? null : 100 }));
    expect(ofType(run(pts, cfg).closed, 37).map(secs)).toEqual([780]);
    expect(ofType(run(pts).events, 37)).toHaveLength(0);
  });
});
