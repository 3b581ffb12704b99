import { DEVICE_ID_MAX_LENGTH, type Position } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import { findVehicleByImei } from '../modules/vehicles/vehicles.repository';

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

/** A registered IMEI's vehicle, or null after logging and recording the refusal (DESIGN §7). */
export async function identifyDevice(
  deps: GatewayDeps,
  imei: string,
  protocol: string,
  address: string | null,
): Promise<DeviceVehicle | null> {
  const v = await findVehicleByImei(deps.ctx.db, imei);
  if (v) return { vehicleId: v.id, customerId: v.customer_id, regno: v.regno };
  return refuseDevice(deps, imei, protocol, address);
}

/** Logs and records a device that is not let in; always null. */
export async function refuseDevice(
  deps: GatewayDeps,
  imei: string,
  protocol: string,
  address: string | null,
): Promise<null> {
  deps.log.warn({ imei: imei.slice(0, DEVICE_ID_MAX_LENGTH), protocol, address }, 'device refused: unknown IMEI');
  await deps.writer.store.run('refusal', {
    imei: imei.slice(0, DEVICE_ID_MAX_LENGTH),
    protocol,
    remote_address: address,
    at: deps.ctx.now(),
  });
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
