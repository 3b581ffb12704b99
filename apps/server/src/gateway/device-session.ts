import type { Position } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import { findVehicleByImei } from '../modules/vehicles/vehicles.repository';
import * as repo from './devices.repository';

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
  deps.log.warn({ imei, protocol, address }, 'device refused: unknown IMEI');
  await repo.insertRefusal(deps.ctx.db, {
    imei: imei.slice(0, 40),
    protocol,
    remote_address: address,
    at: deps.ctx.now(),
  });
  return null;
}

/**
 * One device connection's log row (the GPRS reports read it): opened when the device is
 * identified, counters kept in memory, written when the connection ends.
 */
export class ConnectionLog {
  bytesIn = 0;
  bytesOut = 0;
  records = 0;
  errors = 0;
  lastError: string | null = null;
  private id: number | null = null;

  constructor(
    private readonly deps: GatewayDeps,
    readonly vehicle: DeviceVehicle,
    private readonly imei: string,
    private readonly protocol: string,
    private readonly address: string | null,
  ) {}

  async open() {
    this.id = await repo.insertConnection(this.deps.ctx.db, {
      customer_id: this.vehicle.customerId,
      vehicle_id: this.vehicle.vehicleId,
      imei: this.imei,
      protocol: this.protocol,
      remote_address: this.address,
      connected_at: this.deps.ctx.now(),
    });
  }

  error(message: string) {
    this.errors++;
    this.lastError = message.slice(0, 200);
  }

  async close(reason: string) {
    if (this.id === null) return;
    const id = this.id;
    this.id = null;
    await repo.closeConnection(this.deps.ctx.db, this.vehicle.customerId, id, {
      disconnected_at: this.deps.ctx.now(),
      bytes_in: this.bytesIn,
      bytes_out: this.bytesOut,
      records: this.records,
      errors: this.errors,
      last_error: this.lastError,
      close_reason: reason,
    });
    await repo.requeueSentCommands(this.deps.ctx.db, this.vehicle.vehicleId);
  }
}

/** Stores a device's records; resolves after the commit, which is when the device may be acknowledged. */
export async function storeRecords(deps: GatewayDeps, vehicle: DeviceVehicle, positions: Position[]) {
  return deps.writer.submit({ vehicleId: vehicle.vehicleId, customerId: vehicle.customerId, positions });
}
