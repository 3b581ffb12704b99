import { DEVICE_ID_MAX_LENGTH, type DeviceProtocol, type Position } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import { findVehicleByImei } from '../modules/vehicles/vehicles.repository';
import type { RefusalReason } from './devices.repository';

export interface GatewayDeps {
  ctx: AppContext;
  writer: IngestWriter;
  log: FastifyBaseLogger;
}

export interface DeviceVehicle {
  vehicleId: number;
  customerId: number;
  regno: string;
}

/**
 * A registered identifier's vehicle, or null after logging and recording the refusal (DESIGN §7).
 * The vehicle takes records only from the device family it is registered with (issue 28 §1:
 * a Teltonika IMEI sent to the OsmAnd port as a plain URL put positions on that vehicle).
 */
export async function identifyDevice(
  deps: GatewayDeps,
  imei: string,
  family: DeviceProtocol,
  address: string | null,
): Promise<DeviceVehicle | null> {
  const v = await findVehicleByImei(deps.ctx.db, imei);
  if (v && v.protocol === family) return { vehicleId: v.id, customerId: v.customer_id, regno: v.regno };
  return refuseDevice(deps, imei, family, address, v ? 'family' : 'unknown');
}

/** Refusals between two trims of the refusal table (devices.repository.ts trimRefusals). */
const TRIM_EVERY_REFUSALS = 200;
/** One log line per identifier and family in this time: a flood of attempts logs a few lines. */
const REFUSAL_LOG_EVERY_MS = 600_000;
const refusalLogged = new Map<string, number>();
let refusalsSinceTrim = 0;

/** Logs (at most every REFUSAL_LOG_EVERY_MS per identifier) and records a device that is not let in; always null. */
export async function refuseDevice(
  deps: GatewayDeps,
  imei: string,
  family: DeviceProtocol,
  address: string | null,
  reason: RefusalReason = 'unknown',
): Promise<null> {
  const id = imei.slice(0, DEVICE_ID_MAX_LENGTH);
  const now = deps.ctx.now();
  const key = `${family}:${id}`;
  if (now - (refusalLogged.get(key) ?? -Infinity) >= REFUSAL_LOG_EVERY_MS) {
    if (refusalLogged.size >= 1000) refusalLogged.clear(); // bounded: a flood of identifiers
    refusalLogged.set(key, now);
    deps.log.warn(
      { imei: id, protocol: family, address, reason },
      reason === 'family' ? 'device refused: registered for another device family' : 'device refused: unknown IMEI',
    );
  }
  await deps.writer.store.run('refusal', { imei: id, protocol: family, reason, remote_address: address, at: now });
  if (++refusalsSinceTrim >= TRIM_EVERY_REFUSALS) {
    refusalsSinceTrim = 0;
    await deps.writer.store.run('refusalsTrim', { now });
  }
  return null;
}

/**
 * How often an open connection's counters reach its log row. A Teltonika device keeps one TCP
 * connection for hours or days; without these writes the GPRS connections report would show it
 * with no records and no bytes until it closed. At most one small UPDATE a minute per device.
 */
export const CONNECTION_COUNTERS_EVERY_MS = 60_000;

/**
 * One device connection's log row (the GPRS reports read it): opened when the device is
 * identified, counters kept in memory, written at most every CONNECTION_COUNTERS_EVERY_MS while
 * records come in and when the connection ends.
 */
export class ConnectionLog {
  bytesIn = 0;
  bytesOut = 0;
  records = 0;
  errors = 0;
  lastError: string | null = null;
  private id: number | null = null;
  private countersWrittenAt = 0;

  constructor(
    private readonly deps: GatewayDeps,
    readonly vehicle: DeviceVehicle,
    private readonly imei: string,
    private readonly protocol: string,
    private readonly address: string | null,
  ) {}

  async open() {
    const now = this.deps.ctx.now();
    this.id = await this.deps.writer.store.run('connectionOpened', {
      customer_id: this.vehicle.customerId,
      vehicle_id: this.vehicle.vehicleId,
      imei: this.imei,
      protocol: this.protocol,
      remote_address: this.address,
      connected_at: now,
    });
    this.countersWrittenAt = now;
  }

  /**
   * Records stored on this connection; the counters go to the log row when they are due. The
   * write is handed to the store and not waited for: they are a report's figures, not the
   * device's data, so the device's next frame never waits on them, and a failed write is logged
   * while the next one (or the close, queued after it) carries them.
   */
  stored(count: number): void {
    this.records += count;
    const now = this.deps.ctx.now();
    if (this.id === null || now - this.countersWrittenAt < CONNECTION_COUNTERS_EVERY_MS) return;
    this.countersWrittenAt = now;
    this.deps.writer.store
      .run('connectionCounters', { customerId: this.vehicle.customerId, id: this.id, counters: this.counters() })
      .catch((e: unknown) => this.deps.log.warn({ err: e, imei: this.imei }, 'connection counters not written'));
  }

  private counters() {
    return {
      bytes_in: this.bytesIn,
      bytes_out: this.bytesOut,
      records: this.records,
      errors: this.errors,
      last_error: this.lastError,
    };
  }

  error(message: string) {
    this.errors++;
    this.lastError = message.slice(0, 200);
  }

  async close(reason: string) {
    if (this.id === null) return;
    const id = this.id;
    this.id = null;
    // Closing the log also puts commands sent on this connection and never answered back in the queue.
    await this.deps.writer.store.run('connectionClosed', {
      customerId: this.vehicle.customerId,
      vehicleId: this.vehicle.vehicleId,
      id,
      end: {
        disconnected_at: this.deps.ctx.now(),
        ...this.counters(),
        close_reason: reason,
      },
    });
  }
}

/** Stores a device's records; resolves after the commit, which is when the device may be acknowledged. */
export async function storeRecords(deps: GatewayDeps, vehicle: DeviceVehicle, positions: Position[]) {
  return deps.writer.submit({ vehicleId: vehicle.vehicleId, customerId: vehicle.customerId, positions });
}
