import { packEcoEnergy, packEcoEnergyColumns } from './energy-pack';
import { ECO_COLUMNS, ECO_WINDOW_MINUTES, type EcoType } from './answer';
import { chartEngine, chartRoad, ecoChartOf, type EcoBuildOptions, type EcoBuilt } from './build';
import { counterStep, type CounterStep } from './counter-steps';
import { addGap, metresOf, roadUm, secondsOf, type EcoTotals } from './derive';
import type { EcoBins, EcoDay, EcoReading } from './minutes';
import { ecoStats } from './stats';
import { emptyWindow, windowFigures, windowPo, type WindowFigures } from './windows';
import { minuteFormatter } from './zone-minutes';

/** A bridge counter step at the first reading of a piece (0 when there is no earlier reading). */
interface Bridge {
  key1: number;
  key2: number;
  s1: CounterStep | null;
  s2: CounterStep | null;
}

/** Where a piece stands in the range: sums (µm, ms) at the previous piece's last point and at its own first. */
interface PieceBase {
  roadBefore: number;
  engBefore: number;
  roadStart: number;
  engStart: number;
}

const stepOf = (prev: EcoReading | null, first: EcoReading | null) =>
  prev && first ? counterStep(prev[1], prev[0], first[0], first[1]) : null;

/** Some piece reports energy1 (the answer's has_energy), as the record path decides it. */
export const ecoDaysHaveEnergy = (pieces: readonly EcoDay[]) => pieces.some((p) => p.hasE1);

/**
 * The 1- or 15-minute report (report1, report15) from the range's pieces: stored eco days and
 * days computed from records (minutes.ts), in time order, empty days left out. Joined as the
 * record path (build.ts) treats consecutive points: the counter step across pieces (a null
 * reading spanned, anomalies skipped, the range's first reading fresh), road between the last
 * fix of one piece and the first of the next, the time between them the earlier point's state.
 * Equal, deep, to buildEcoReport over the same records (bin-report.test.ts).
 */
export function buildEcoReportFromDays(
  type: Exclude<EcoType, 'transgression'>,
  pieces: readonly EcoDay[],
  o: EcoBuildOptions,
): Pick<EcoBuilt, 'rows' | 'answer'> {
  const t: EcoTotals = {
    n: 0,
    ttMs: 0,
    roadUm: 0,
    rtMs: 0,
    stMs: 0,
    htMs: 0,
    etMs: 0,
    vmax: 0,
    e1Units: 0,
    e2Units: 0,
    skipped: 0,
  };
  const bases: PieceBase[] = [];
  const bridges: Bridge[] = [];
  let last1: EcoReading | null = null;
  let last2: EcoReading | null = null;
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k];
    const prev = k > 0 ? pieces[k - 1] : null;
    const roadBefore = t.roadUm;
    const engBefore = t.etMs;
    if (prev) {
      addGap(t, prev.last, p.first.t - prev.last.t);
      t.roadUm += roadUm(prev.last, p.first);
    }
    bases.push({ roadBefore, engBefore, roadStart: t.roadUm, engStart: t.etMs });
    const b: Bridge = {
      key1: p.e1First ? p.e1First[0] : NaN,
      key2: p.e2First ? p.e2First[0] : NaN,
      s1: stepOf(last1, p.e1First),
      s2: stepOf(last2, p.e2First),
    };
    bridges.push(b);
    t.n += p.n;
    t.roadUm += p.roadUm;
    t.rtMs += p.rtMs;
    t.stMs += p.stMs;
    t.htMs += p.htMs;
    t.etMs += p.etMs;
    if (p.vmax > t.vmax) t.vmax = p.vmax;
    t.e1Units += p.e1Units + (b.s1?.units ?? 0);
    t.e2Units += p.e2Units + (b.s2?.units ?? 0);
    t.skipped += p.skipped + (b.s1?.skipped ? 1 : 0) + (b.s2?.skipped ? 1 : 0);
    last1 = p.e1Last ?? last1;
    last2 = p.e2Last ?? last2;
  }
  if (pieces.length > 0) t.ttMs = pieces[pieces.length - 1].last.t - pieces[0].first.t;

  const columns = ECO_COLUMNS[type];
  const points = { n: 0, c: {} };
  if (!o.hasEnergy) {
    return {
      rows: [],
      answer: {
        points,
        energy: packEcoEnergy([]),
        chart: ecoChartOf([], [], []),
        data: [],
        stats: ecoStats(t, [], false, o.route),
        columns,
      },
    };
  }
  const format = minuteFormatter(o.timeZone);
  const w15 = joinWindows(pieces, bases, bridges, 15, o, format);
  const minutes = ECO_WINDOW_MINUTES[type];
  const w = minutes === 15 ? w15 : joinWindows(pieces, bases, bridges, minutes, o, format);
  const c = w.columns;
  const n = c.ldValue.length;
  const rows = Array.from({ length: n }, (_, i) => i);
  return {
    rows,
    answer: {
      points,
      energy: packEcoEnergyColumns(n, c),
      chart: {
        t: c.ldValue,
        power: c.pum,
        po: c.po,
        speed: c.v,
        voltage: c.vol,
        over: c.over,
        road: w.road,
        engine: w.engine,
      },
      data: rows,
      stats: ecoStats(t, statWindows(w15.columns), o.hasEnergy, o.route),
      columns,
    },
  };
}

/** What the statistics read of the 15-minute windows. */
const statWindows = (c: ReturnType<typeof joinWindows>['columns']) =>
  c.pum.map((pum, i) => ({ pum, po: c.po[i], over: c.over[i] === 1 }));

/**
 * The windows of one size over all pieces as answer columns (no entry objects: a month of
 * 1-minute windows is ~45,000), with the chart's road and engine scales and what the statistics
 * read of them. The figures come from the same rules as the record path's (windowFigures).
 */
function joinWindows(
  pieces: readonly EcoDay[],
  bases: readonly PieceBase[],
  bridges: readonly Bridge[],
  minutes: 1 | 15,
  o: EcoBuildOptions,
  format: (epochMs: number) => string,
) {
  const ms = minutes * 60_000;
  const columns = {
    ldValue: [] as number[],
    lduValue: [] as number[],
    pc: [] as (number | null)[],
    pu: [] as (number | null)[],
    pum: [] as (number | null)[],
    po: [] as (number | null)[],
    c_no: [] as (string | null)[],
    v: [] as number[],
    vmin: [] as number[],
    vmax: [] as number[],
    lon: [] as number[],
    lat: [] as number[],
    pr: [] as (number | null)[],
    ex: [] as (number | null)[],
    over: [] as number[],
    vol: [] as (number | null)[],
    skipped: [] as number[],
  };
  const road: number[] = [];
  const engine: number[] = [];
  const wo = { minutes, hasEnergy: o.hasEnergy };
  // The ordered power by quarter hour: zone offsets are whole quarters, so a quarter's windows
  // share the local month (windowPo over the formatted start, as the record path).
  const poByQuarter = new Map<number, number | null>();
  const f = {} as WindowFigures;
  const w = emptyWindow();
  let pc: number | null = null;
  for (let k = 0; k < pieces.length; k++) {
    const bins: EcoBins = minutes === 1 ? pieces[k].m1 : pieces[k].m15;
    const base = bases[k];
    const b = bridges[k];
    const key1 = Math.floor(b.key1 / ms);
    const key2 = Math.floor(b.key2 / ms);
    for (let i = 0; i < bins.k.length; i++) {
      const key = bins.k[i];
      w.n = bins.n[i];
      w.used = bins.used[i];
      w.recup = bins.recup[i];
      w.skipped = bins.skipped[i];
      w.vSum = bins.vSum[i];
      w.vMin = bins.vMin[i];
      w.vMax = bins.vMax[i];
      w.volSum = bins.volSum[i];
      w.volN = bins.volN[i];
      w.lat = bins.lat[i];
      w.lon = bins.lon[i];
      if (key === key1 && b.s1) {
        w.used += b.s1.units;
        if (b.s1.skipped) w.skipped++;
      }
      if (key === key2 && b.s2) {
        w.recup += b.s2.units;
        if (b.s2.skipped) w.skipped++;
      }
      const binPc = bins.pc[i];
      if (binPc !== null) pc = binPc;
      const start = key * ms;
      const quarter = Math.floor(start / 900_000);
      let po = poByQuarter.get(quarter);
      if (po === undefined) {
        po = windowPo(o.power, format(start));
        poByQuarter.set(quarter, po);
      }
      windowFigures(w, pc, po, wo, f);
      columns.ldValue.push(start);
      columns.lduValue.push(start + ms);
      columns.pc.push(f.pc);
      columns.pu.push(f.pu);
      columns.pum.push(f.pum);
      columns.po.push(f.po);
      columns.c_no.push(o.counterNumber);
      columns.v.push(f.v);
      columns.vmin.push(f.vmin);
      columns.vmax.push(f.vmax);
      columns.lon.push(f.lon);
      columns.lat.push(f.lat);
      columns.pr.push(f.pr);
      columns.ex.push(f.ex);
      columns.over.push(f.over ? 1 : 0);
      columns.vol.push(f.vol);
      columns.skipped.push(f.skipped);
      const r = bins.road[i];
      const e = bins.eng[i];
      road.push(chartRoad(metresOf(r === null ? base.roadBefore : base.roadStart + r)));
      engine.push(chartEngine(secondsOf(e === null ? base.engBefore : base.engStart + e)));
    }
  }
  return { columns, road, engine };
}
