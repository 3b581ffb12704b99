import type { Position } from '@namiar/domain';
import { cardReaderDriver, type TeltonikaMessage } from '@namiar/protocols';
import { pendingCardDriver } from './device-messages.repository';
import type { DeviceVehicle, GatewayDeps } from './device-session';

type TextMessage = Extract<TeltonikaMessage, { kind: 'text' }>;
type Unsupported = Extract<TeltonikaMessage, { kind: 'unsupported' }>;

/** A device clock this far from ours is not believed for a card driver's time (the receive time is used). */
const CLOCK_TRUST_MS = 7 * 24 * 3600_000;

/**
 * The driver a card reader announced (Codec 13 text), waiting for the device's next record
 * (docs/devices.md 'Driver from a card reader'). The engine, the monitor and the route read the
 * driver from the records (`driver1`, carried forward by the engine until it changes), so the
 * identifier is written into the first record the device sends at or after the text's time that
 * has no driver of its own. Until then it waits in the database (device_messages.driver_id, not
 * yet `driver_applied_at`): a connection loads it when the device logs in, so a reconnect, a
 * restart or another node loses nothing.
 */
export class CardDriver {
  private pending: { messageId: number; driverId: string; time: number } | null = null;

  /** The vehicle's card driver no record carries yet, from the database. */
  async load(deps: GatewayDeps, vehicle: DeviceVehicle) {
    const row = await pendingCardDriver(deps.ctx.db, vehicle.vehicleId);
    this.pending = row
      ? { messageId: row.id, driverId: row.driver_id!, time: row.device_time ?? row.received_at }
      : null;
  }

  announce(messageId: number, driverId: string, time: number) {
    this.pending = { messageId, driverId, time };
  }

  /**
   * Writes the pending driver into the earliest record at or after its time, unless that record
   * names a driver itself (the device's own reading wins). Returns the message id the records
   * now account for, or null when none of them is late enough.
   */
  stamp(positions: Position[]): number | null {
    const p = this.pending;
    if (!p) return null;
    let first: Position | null = null;
    for (const pos of positions) if (pos.time >= p.time && (!first || pos.time < first.time)) first = pos;
    if (!first) return null;
    if (first.driver1 === null) first.driver1 = p.driverId;
    this.pending = null;
    return p.messageId;
  }
}

/**
 * Stores a text the device sent and, when it is a card reader's, announces its driver. Returns
 * nothing: the text is never answered (Codec 13/14/15 are not acknowledged).
 */
export async function receiveText(deps: GatewayDeps, vehicle: DeviceVehicle, m: TextMessage, card: CardDriver) {
  const now = deps.ctx.now();
  const driverId = cardReaderDriver(m.text);
  const id = await deps.writer.store.run('deviceMessage', {
    customer_id: vehicle.customerId,
    vehicle_id: vehicle.vehicleId,
    device_time: m.time,
    received_at: now,
    channel: 'gprs',
    direction: 'in',
    codec: m.codec,
    type: m.type,
    text: m.text,
    driver_id: driverId === null ? null : driverId.slice(0, 32),
  });
  if (driverId !== null) {
    const trusted = m.time !== null && Math.abs(m.time - now) < CLOCK_TRUST_MS;
    card.announce(id, driverId.slice(0, 32), trusted ? m.time! : now);
  }
}

/** A Codec 12 answer no command was waiting for (serial-port modes send them unasked): kept as a message. */
export async function storeUnaskedAnswer(deps: GatewayDeps, vehicle: DeviceVehicle, text: string) {
  await deps.writer.store.run('deviceMessage', {
    customer_id: vehicle.customerId,
    vehicle_id: vehicle.vehicleId,
    device_time: null,
    received_at: deps.ctx.now(),
    channel: 'gprs',
    direction: 'in',
    codec: 12,
    type: 6,
    text,
    driver_id: null,
  });
}

/**
 * What a device sends that we do not understand is logged once per device and kind, so a device
 * repeating it every minute does not fill the log; the connection stays.
 */
export function createUnsupportedLog(deps: GatewayDeps) {
  const seen = new Set<string>();
  return (vehicle: DeviceVehicle, imei: string | null, m: Unsupported) => {
    const kind = `${m.codec}:${m.type ?? '-'}`;
    const key = `${vehicle.vehicleId}:${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    deps.log.warn(
      { imei, vehicleId: vehicle.vehicleId, codec: m.codec, type: m.type, bytes: m.payload.length },
      `teltonika: ignored a message we do not handle (${m.reason}); logged once per device`,
    );
  };
}
