import { pl } from '../../kit/i18n/pl';
import type { LoadedRoute, RouteCursor } from './model';
import { type PanelSection, per100km, perEngineHour, pointWindow } from './routePanels';
import { NO_DATA, formatDuration, num, withUnit } from './routeFormat';

/**
 * The right statistics panel (spec 2 §2.1): Fuel, Inputs 1–8 (configured only), Outputs
 * (4 outputs in 8 slots) and Thermometers (up to 16, named ones only).
 */

const t = pl.route.panels;
export const OUTPUT_SLOTS = 8;

function fuel(route: LoadedRoute, cursor: RouteCursor): PanelSection | null {
  const { info } = route;
  if (!info.has_probes && !info.has_flow) return null;
  const w = pointWindow(route, cursor);
  const road = w.delta('sumrg');
  const engine = w.engineSeconds();
  const rows: PanelSection & { kind: 'pairs' } = { key: 'fuel', title: t.fuel, kind: 'pairs', rows: [] };
  const add = (key: string, label: string, value: string) => rows.rows.push({ key, label, value });
  if (info.has_probes) {
    const used = w.used('plu');
    add('level', t.fuelLevel, withUnit(w.at('plc') ?? w.at('fll'), 1, t.litres));
    add('use', t.fuelUse, withUnit(used, 1, t.litres));
    add('per100', t.fuelPer100, withUnit(per100km(used, road), 1, t.l100km));
    add('perMth', t.fuelPerMth, withUnit(perEngineHour(used, engine), 1, t.lmth));
  }
  if (info.has_flow) {
    const used = w.used('flu');
    if (!info.has_probes) add('level', t.fuelLevel, withUnit(w.at('fll'), 1, t.litres));
    add('flowUse', t.flowUse, withUnit(used, 1, t.litres));
    add('flowPer100', t.flowPer100, withUnit(per100km(used, road), 1, t.l100km));
    add('flowPerMth', t.flowPerMth, withUnit(perEngineHour(used, engine), 1, t.lmth));
  }
  return rows;
}

function inputs(route: LoadedRoute, cursor: RouteCursor): PanelSection | null {
  const w = pointWindow(route, cursor);
  const configured = route.info.inputs.filter((i) => i.enabled);
  if (configured.length === 0) return null;
  return {
    key: 'inputs',
    title: t.inputs,
    kind: 'table',
    head: [t.name, t.count, t.stateTime, t.lastTime],
    rows: configured.map(({ n, desc }) => ({
      key: `i${n}`,
      cells: [
        desc || t.inputN(n),
        num(w.delta(`i${n}c`)),
        formatDuration(w.delta(`i${n}st`)),
        formatDuration(w.at(`i${n}lt`)),
      ],
    })),
  };
}

function outputs(route: LoadedRoute, cursor: RouteCursor): PanelSection {
  const w = pointWindow(route, cursor);
  const mask = w.at('o');
  const byN = new Map(route.info.outputs.map((o) => [o.n, o]));
  return {
    key: 'outputs',
    title: t.outputs,
    kind: 'table',
    head: [t.name, t.state, t.count, t.stateTime],
    rows: Array.from({ length: OUTPUT_SLOTS }, (_, i) => {
      const n = i + 1;
      const o = byN.get(n);
      if (!o) return { key: `o${n}`, cells: [t.outputN(n), NO_DATA, NO_DATA, NO_DATA] };
      const on = mask === null ? null : (mask & (1 << i)) !== 0;
      return {
        key: `o${n}`,
        cells: [
          o.desc || t.outputN(n),
          on === null ? NO_DATA : on ? t.on : t.off,
          num(w.delta(`o${n}c`)),
          formatDuration(w.delta(`o${n}st`)),
        ],
      };
    }),
  };
}

function thermometers(route: LoadedRoute, cursor: RouteCursor): PanelSection | null {
  const w = pointWindow(route, cursor);
  const named = route.info.thermometers
    .map((name, i) => ({ name, n: i + 1 }))
    .filter((x): x is { name: string; n: number } => x.name !== null);
  if (named.length === 0) return null;
  const fromZero = w.start === 0;
  return {
    key: 'thermometers',
    title: t.thermometers,
    kind: 'table',
    head: [t.name, t.currentTemp, t.minTemp, t.maxTemp],
    rows: named.map(({ name, n }) => {
      const field = `t${n}`;
      const min = fromZero ? (w.at(`${field}min`) ?? w.min(field)) : w.min(field);
      const max = fromZero ? (w.at(`${field}max`) ?? w.stats(field).max) : w.stats(field).max;
      return {
        key: field,
        cells: [
          name || t.thermometerN(n),
          withUnit(w.at(field), 1, '°C'),
          withUnit(min, 1, '°C'),
          withUnit(max, 1, '°C'),
        ],
      };
    }),
  };
}

export function rightPanel(route: LoadedRoute, cursor: RouteCursor): PanelSection[] {
  return [fuel(route, cursor), inputs(route, cursor), outputs(route, cursor), thermometers(route, cursor)].filter(
    (s): s is PanelSection => s !== null,
  );
}
