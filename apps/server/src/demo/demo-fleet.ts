import type { FuelConfig, VehicleConfig } from '@namiar/domain';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import type { EngineRunner } from '../engine/engine-runner';
import type { AdminService } from '../modules/admin/admin.service';
import { DEFAULT_SEED, DEMO_FLEET, startDemoFleet, type DemoFleetHandle, type DemoVehicleSpec } from '../sim';
import * as repo from './demo.repository';
import { ingestDemoHistory } from './demo-history';
import { seedDemoFuel } from './demo-fuel';
import { seedDemoVehicleRecords, type DemoVehicleEntry } from './demo-vehicles';

/** Event types that are alarms in the demo fleet: the ones an operator wants to hear about. */
const DEMO_ALARMS = [4, 6, 7, 8, 22, 36, 43, 44, 51];
/**
 * A cold room's door opened is an alarm on the temperature-controlled vehicles: the demo's
 * input alarms, named by the input's description ('Drzwi komory załączone', issue 27 §4).
 */
const doorAlarms = (spec: DemoVehicleSpec) =>
  spec.thermometers.length === 0 ? [] : spec.inputs.filter((i) => i.use === 'door').map((i) => 8 + i.n);
/** Rail vehicles also raise 27 'Przekroczenie mocy zamówionej' as an alarm (issue 16 §3). */
const RAIL_ALARMS = [27];

/** When the demo fleet's recorders were fitted: 400 days back, like their tanks' calibrations. */
const FITTED_DAYS_AGO = 400;
const DAY = 86_400_000;

/**
 * The km and engine-hours counters set when a recorder was fitted (spec 3 §3.1 'Liczniki'): the
 * vehicle's odometer and engine hours at that moment, as an installer enters them, so that the
 * 'Licznik km' every screen shows is the vehicle's odometer, not a count from zero
 * (docs/reports.md 'Counters'). The simulations start their odometers there; a data logger
 * reports none, so its counter is left to count from zero.
 */
function demoCounters(spec: DemoVehicleSpec, fittedAt: number): Pick<VehicleConfig, 'kmCounters' | 'mthCounters'> {
  if (spec.kind === 'logger') return { kmCounters: [], mthCounters: [] };
  return {
    kmCounters: [{ time: fittedAt, value: spec.initialOdometerKm * 1000 }],
    mthCounters: [{ time: fittedAt, value: spec.initialEngineHours * 3600 }],
  };
}

/** The engine settings of a demo vehicle, from its simulation spec (a partial VehicleConfig). */
function demoSettings(spec: DemoVehicleSpec, fittedAt: number): Partial<VehicleConfig> {
  const thermometers: Partial<VehicleConfig['thermometers'][number]>[] = [];
  const tempAlarms: number[] = [];
  for (const t of spec.thermometers) {
    thermometers[t.slot - 1] = { active: true, name: t.name, multiplier: 1, increase: 0, min: t.min, max: t.max };
    tempAlarms.push(28 + 2 * (t.slot - 1), 29 + 2 * (t.slot - 1));
  }
  const inputs: Partial<VehicleConfig['inputs'][number]>[] = [];
  for (const i of spec.inputs)
    inputs[i.n - 1] = {
      active: true,
      description: i.name,
      type: null,
      invert: false,
      minDurationSeconds: 0,
      alarmSeconds: 0,
    };
  const fill = <T>(arr: (T | undefined)[], n: number, empty: () => T) =>
    Array.from({ length: n }, (_, k) => arr[k] ?? empty());
  return {
    maxSpeedKmh: spec.maxSpeed,
    hasKeyInput: spec.vehicle_type_id !== 9,
    voltageMin: spec.supply === 24 ? 22 : spec.supply === 12 ? 11 : null,
    thermometers: fill(thermometers, 16, () => ({
      active: false,
      name: '',
      multiplier: 1,
      increase: 0,
      min: null,
      max: null,
    })) as VehicleConfig['thermometers'],
    inputs: fill(inputs, 8, () => ({
      active: false,
      description: '',
      type: null,
      invert: false,
      minDurationSeconds: 0,
      alarmSeconds: 0,
    })) as VehicleConfig['inputs'],
    alarmFlags: [
      ...DEMO_ALARMS,
      ...(spec.kind === 'locomotive' || spec.kind === 'emu' ? RAIL_ALARMS : []),
      ...tempAlarms,
      ...doorAlarms(spec),
    ].sort((a, b) => a - b),
    ...demoCounters(spec, fittedAt),
  };
}

function demoCalibration(spec: DemoVehicleSpec): Partial<FuelConfig> | null {
  if (!spec.fuel || spec.fuel.source !== 'probe') return null;
  return {
    tanks: spec.fuel.tanks.map((t) => ({
      active: true,
      multiplier: 1,
      capacity: t.capacity,
      points: t.calibration.map((p) => ({ indicator: p.indicator, litres: p.litres, active: true })),
    })),
    idleUsage: spec.fuel.idleLitresPerHour,
  };
}

/** Registers the simulated fleet in the demo company with its engine settings and calibrations. */
export async function registerDemoFleet(ctx: AppContext, admin: AdminService, clogin: string): Promise<number[]> {
  const ids: number[] = [];
  const entries: DemoVehicleEntry[] = [];
  let customerId = 0;
  for (const spec of DEMO_FLEET) {
    const v = await admin.addVehicle(clogin, spec.regno, spec.imei, {
      vehicleTypeId: spec.vehicle_type_id,
      iconId: spec.icon_id,
      iconColor: spec.icon_color,
    });
    const settings = demoSettings(spec, ctx.now() - FITTED_DAYS_AGO * DAY);
    await repo.setVehicleSettings(ctx.db, v.customerId, v.id, JSON.stringify(settings));
    entries.push({ vehicleId: v.id, spec, settings });
    customerId = v.customerId;
    const cal = demoCalibration(spec);
    if (cal) await repo.insertCalibration(ctx.db, v.customerId, v.id, JSON.stringify(cal));
    ids.push(v.id);
  }
  // The editor's records of the fleet (what the editor shows is what the engine uses).
  if (entries.length > 0) await seedDemoVehicleRecords(ctx.db, customerId, entries, ctx.now());
  return ids;
}

export interface DemoRuntime {
  ctx: AppContext;
  writer: IngestWriter;
  engine: EngineRunner;
  teltonikaPort: number | undefined;
  historyDays: number;
  log: (msg: string) => void;
}

/**
 * The live demo fleet: on the first start, the history of the last N days through the ingest
 * pipeline and the engine, delivered over the connections the devices kept (demo-history.ts), then every vehicle live over TCP to our own gateway; on later
 * starts, the simulations rebuilt from the stored epoch and resumed where the stored records end.
 */
export async function runDemoFleet(rt: DemoRuntime, firstStart: boolean): Promise<DemoFleetHandle | null> {
  const vehicles = await repo.companyVehicles(rt.ctx.db, 'demo');
  const byImei = new Map(vehicles.map((v) => [v.imei, v]));
  if (!DEMO_FLEET.every((s) => byImei.has(s.imei))) return null; // not our demo database
  let state;
  if (firstStart && rt.historyDays > 0) {
    const started = Date.now();
    // The records as the devices delivered them, with their connections (demo-history.ts).
    const history = await ingestDemoHistory({ ctx: rt.ctx, writer: rt.writer, days: rt.historyDays, vehicles });
    await rt.writer.flush();
    await rt.engine.idle();
    // Invoices and an accepted loss against the refuellings and losses the engine found.
    if (vehicles.length > 0) await seedDemoFuel(rt.ctx.db, vehicles[0].customer_id, rt.ctx.now());
    await repo.setState(rt.ctx.db, 'demo.epoch', String(history.state.epoch));
    state = history.state;
    rt.log(
      `demo history: ${history.records} records of ${rt.historyDays} days in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (!rt.teltonikaPort) return null;
  if (state) return startDemoFleet({ host: '127.0.0.1', port: rt.teltonikaPort, state });
  let epoch = Number(await repo.getState(rt.ctx.db, 'demo.epoch'));
  if (!Number.isFinite(epoch) || epoch <= 0) {
    // No history was generated: the simulations start now.
    epoch = rt.ctx.now();
    await repo.setState(rt.ctx.db, 'demo.epoch', String(epoch));
  }
  const resumeFrom =
    (await repo.resumeTime(
      rt.ctx.db,
      vehicles.map((v) => v.id),
    )) ?? epoch;
  return startDemoFleet({ host: '127.0.0.1', port: rt.teltonikaPort, epoch, resumeFrom, seed: DEFAULT_SEED });
}
