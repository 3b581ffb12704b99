import { describe, expect, it } from 'vitest';
import type { PackedValue, RouteInfo } from '@namiar/domain';
import { chartDefs, type ChartTexts } from './chartDefs';

const texts: ChartTexts = {
  titles: { fuel: 'F', speed: 'S', temp: 'T', fuelUse: 'U', fuelTempUse: 'I' },
  series: {
    plc: 'plc',
    pls: 'pls',
    pl1: 'pl1',
    pl2: 'pl2',
    fll: 'fll',
    flc: 'flc',
    e1: 'e1',
    e2: 'e2',
    v: 'v',
    vt: 'vt',
    plu: 'plu',
    flu: 'flu',
    plmm: 'plmm',
    flmm: 'flmm',
    thermometer: (n) => `t${n}`,
    input: (n) => `in${n}`,
    output: (n) => `out${n}`,
  },
  on: 'on',
  off: 'off',
};

function info(over: Partial<RouteInfo>): RouteInfo {
  return {
    id: 1,
    regno: 'X',
    fd: '',
    td: '',
    min_pd: null,
    max_pd: null,
    tz: 'UTC',
    tacho_exists: false,
    fcap: null,
    vmax: 90,
    vtp: 1,
    icon_id: 1,
    inputs: [],
    outputs: [],
    thermometers: new Array(16).fill(null),
    has_flow: false,
    has_probes: false,
    has_energy: false,
    ...over,
  };
}

function route(i: RouteInfo, cols: Record<string, PackedValue[]>) {
  return { n: 3, info: i, col: (f: string) => cols[f] ?? [null, null, null] };
}

describe('route chart definitions', () => {
  it('offers only the speed chart to a vehicle without fuel data or thermometers', () => {
    const defs = chartDefs(route(info({}), { v: [0, 10, 20] }), { electric: false }, texts);
    expect(defs.map((d) => d.kind)).toEqual(['speed']);
    expect(defs[0].series.map((s) => s.key)).toEqual(['v']);
  });

  it('draws probe series that carry values, the tacho dashed, fuel axis padded 20 %', () => {
    const r = route(info({ has_probes: true, tacho_exists: true }), {
      plc: [100, 99, 98],
      pls: [100, 99, 98],
      pl2: [null, null, null],
      v: [1, 2, 3],
      vt: [1, 2, 3],
      plu: [0, 1, 2],
      plmm: [5, 5, 6],
    });
    const defs = chartDefs(r, { electric: false }, texts);
    expect(defs.map((d) => d.kind)).toEqual(['fuel', 'speed', 'fuelUse', 'fuelTempUse']);
    expect(defs[0].series.map((s) => s.key)).toEqual(['plc', 'pls']);
    expect(defs[0].axes[0].pad).toBe(0.2);
    expect(defs[1].series[1].dash).toEqual([5, 3]);
  });

  it('uses the flow meter without probes and energy counters when asked for electric', () => {
    const cols = { fll: [50, 49, 48], flc: [1, 2, 3], e1: [10, 11, 12], v: [0, 0, 0] };
    expect(
      chartDefs(route(info({ has_flow: true }), cols), { electric: false }, texts)[0].series.map((s) => s.key),
    ).toEqual(['fll', 'flc']);
    const electric = chartDefs(route(info({ has_flow: true, has_energy: true }), cols), { electric: true }, texts);
    expect(electric[0].series.map((s) => s.key)).toEqual(['e1']);
  });

  it('puts thermometers and on/off lanes of charted inputs and outputs on the temperature chart', () => {
    const thermometers: (string | null)[] = new Array(16).fill(null);
    thermometers[0] = 'Chłodnia';
    thermometers[1] = '';
    const r = route(
      info({
        thermometers,
        inputs: [
          { n: 1, enabled: true, desc: 'Drzwi', chart: true },
          { n: 2, enabled: true, desc: '', chart: false },
          { n: 3, enabled: true, desc: '', chart: true },
        ],
        outputs: [{ n: 2, enabled: true, desc: '', chart: true }],
      }),
      { t1: [-18, -17, -16], t2: [4, 4, 5], i: [0b001, 0b101, 0], o: [0, 2, 2], v: [0, 0, 0] },
    );
    const temp = chartDefs(r, { electric: false }, texts).find((d) => d.kind === 'temp')!;
    expect(temp.series.map((s) => s.label)).toEqual(['Chłodnia', 't2', 'Drzwi', 'in3', 'out2']);
    expect(temp.axes[0]).toMatchObject({ unit: '°C', softMax: 25 });
    const door = temp.series[2];
    expect([0, 1, 2].map((i) => door.at(i))).toEqual([0.8, 0.8, 0]);
    expect(door.text!(door.at(0)!)).toBe('on');
    const in3 = temp.series[3];
    expect([0, 1, 2].map((i) => in3.at(i))).toEqual([1, 1.8, 1]);
    expect(temp.series[4].at(1)).toBe(2.8);
  });
});
