import { describe, expect, it } from 'vitest';
import { pl } from '../../../kit/i18n/pl';
import { routeFixture } from '../routeFixture';
import { chartDefs } from './chartDefs';
import { axisReadout, pointInfoLines } from './pointInfo';

describe("the current point's box by the charts (route-vi-infoByChart)", () => {
  const ms = Date.UTC(2026, 2, 1, 9, 0, 0);
  const route = routeFixture({
    dtValue: [ms, ms + 10_000, ms + 20_000],
    v: [0, 52.5, null],
    vt: [0, 51, 50],
    sumrg: [0, 1250, 2600],
    etVal: [3600, 3610, 5400],
  });

  it('reads the point on the chosen X scale, as the readout under the cursor does', () => {
    expect(axisReadout(route, 'points', 1)).toBe('Punkt 2');
    expect(axisReadout(route, 'road', 1)).toBe('1,25 km');
    expect(axisReadout(route, 'engine', 2)).toBe('1,50 h');
    expect(axisReadout(route, 'time', 1)).toBe('2026-03-01 10:00:10');
  });

  it("lists the place, then each series' value with its unit, '--' for none", () => {
    const speed = chartDefs(route, { electric: false }, pl.routeCharts).find((d) => d.kind === 'speed')!;
    const lines = pointInfoLines(speed.series, 1, axisReadout(route, 'time', 1));
    expect(lines[0]).toBe('2026-03-01 10:00:10');
    expect(lines).toContain(`${pl.routeCharts.series.v}: 52,5 km/h`);
    expect(pointInfoLines(speed.series, 2, 'x')).toContain(`${pl.routeCharts.series.v}: --`);
  });
});
