import type { Position } from '@namiar/domain';
import { TCP_IDLE_TIMEOUT_MS } from '../gateway/teltonika-tcp';

/**
 * How a demo vehicle's device delivers its history to the gateway, as the live emulator
 * (sim/device.ts) and the gateway (gateway/teltonika-tcp.ts) do it on a real network: a pure
 * plan of connections and frames over the records, which demo-history.ts writes through the
 * gateway's own connection log. Rules (docs/reports-people-gprs.md 'Demo data'):
 *
 * - a device with coverage sends each record as it is made (the emulator sends on every
 *   second's tick: one record per frame while it keeps up), on the one TCP connection it keeps
 *   open; frames of at most DEVICE_MAX_BATCH records, each answered by a 4-byte ACK;
 * - while the newest record says there is no GSM coverage (0–1 bars: gsm ≤ NO_COVERAGE_GSM) it
 *   keeps its records (the emulator's `holdWithoutSignal`) and sends them, oldest first, with
 *   the first record made in coverage again;
 * - the gateway closes a connection silent for TCP_IDLE_TIMEOUT_MS ('idle'): after a coverage
 *   gap that long, or between the records of a device that reports less often than that (the
 *   battery logger); the device connects again when it next sends (IMEI frame, 1-byte accept).
 *   Unlike the emulator over the loopback, a device out of coverage cannot reconnect meanwhile;
 * - bytes are the frames' sizes (avlFrameBytes), counted as the gateway counts a connection's
 *   bytes in and out.
 */

/** The emulator's largest frame (sim/device.ts `maxBatch` default). */
export const DEVICE_MAX_BATCH = 32;
/** GSM at or below this (the 0–31 scale; 0–1 bars) is no coverage (sim/device.ts `holdWithoutSignal`). */
export const NO_COVERAGE_GSM = 6;
/** The gateway's 1-byte answer to the IMEI frame and its 4-byte ACK of a frame. */
const IMEI_ACCEPT_BYTES = 1;
const ACK_BYTES = 4;

/**
 * One record's size in a Codec 8 Extended frame, bytes: 38 fixed (time 8, priority 1, GPS 15,
 * event id 2, element count 2, the five group counts 2 each) plus 2 + width per IO element.
 * The elements are those sim/teltonika-io.ts `positionToRecord` writes, with its widths; a
 * unit test checks this against the encoder over every demo vehicle's records. Encoding a
 * month of the fleet's records to measure them took longer than generating the month.
 */
export function avlRecordBytes(p: Position, axles = 5): number {
  let one = 7; // 69 (fix), inputs 1–3, outputs 179, 180, 380
  let two = 0;
  let four = 0;
  let eight = 0;
  if (p.ignition !== null) one++;
  if (p.movement !== null) one++;
  if (p.gsm !== null) one++;
  if (p.batteryPercent !== null) one++;
  if (p.harsh !== null) one++;
  for (const v of [p.externalVoltage, p.batteryVoltage, p.rpm, p.tachoSpeed, p.fuelProbe1, p.fuelProbe2])
    if (v !== null) two++;
  if (p.canFuelLitres !== null) two++;
  if (p.tonnage !== null) two += Math.max(1, Math.min(5, axles));
  for (const v of [p.odometer, p.engineSeconds, p.fuelUsedLitres]) if (v !== null) four++;
  for (let i = 0; i < Math.min(4, p.temperatures.length); i++) if (p.temperatures[i] !== null) four++;
  for (const v of [p.energy1, p.energy2, p.tractionCounter, p.tractionVoltage, p.tractionPower]) if (v !== null) four++;
  if (p.driver1 !== null) eight++;
  if (p.driver2 !== null) eight += 2;
  return 38 + 3 * one + 4 * two + 6 * four + 10 * eight;
}

/** A TCP AVL frame of these records: preamble 4, length 4, codec 1, count 1, records, count 1, CRC 4. */
export function avlFrameBytes(positions: readonly Position[], axles?: number): number {
  let n = 15;
  for (const p of positions) n += avlRecordBytes(p, axles);
  return n;
}

/** What happens on the link, in time order. */
export type LinkStep =
  | { kind: 'open'; at: number; bytesIn: number; bytesOut: number }
  | { kind: 'send'; at: number; positions: Position[]; frames: number; bytesIn: number; bytesOut: number }
  | { kind: 'close'; at: number; reason: 'idle' | 'device_closed' };

/** One device's link over its history, fed a vehicle's records in time order (a day at a time). */
export class DeviceLinkPlan {
  /** Time of the last frame on the open connection; null: no connection. */
  private lastFrame: number | null = null;
  private held: Position[] = [];

  constructor(
    private readonly imei: string,
    private readonly axles?: number,
  ) {}

  /** The steps of these records (the next of the vehicle's, in time order). */
  feed(positions: readonly Position[]): LinkStep[] {
    const out: LinkStep[] = [];
    for (const p of positions) {
      this.idleUntil(p.time, out);
      this.held.push(p);
      if (p.gsm !== null && p.gsm <= NO_COVERAGE_GSM) continue;
      this.send(p.time, out);
    }
    return out;
  }

  /**
   * The history ends at `at`: the link is handed to the live device (sim/device.ts connects on
   * its own), so the connection closes; records still held without coverage go first.
   */
  end(at: number): LinkStep[] {
    const out: LinkStep[] = [];
    this.idleUntil(at, out);
    if (this.held.length > 0) this.send(at, out);
    if (this.lastFrame !== null) out.push({ kind: 'close', at, reason: 'device_closed' });
    this.lastFrame = null;
    return out;
  }

  /** The gateway closes a connection silent for its idle timeout before `t`. */
  private idleUntil(t: number, out: LinkStep[]) {
    if (this.lastFrame !== null && t - this.lastFrame > TCP_IDLE_TIMEOUT_MS) {
      out.push({ kind: 'close', at: this.lastFrame + TCP_IDLE_TIMEOUT_MS, reason: 'idle' });
      this.lastFrame = null;
    }
  }

  /** Everything held goes out at `at`, oldest first, in frames of DEVICE_MAX_BATCH. */
  private send(at: number, out: LinkStep[]) {
    if (this.lastFrame === null) {
      out.push({ kind: 'open', at, bytesIn: 2 + this.imei.length, bytesOut: IMEI_ACCEPT_BYTES });
    }
    const positions = this.held;
    this.held = [];
    let bytesIn = 0;
    let frames = 0;
    for (let i = 0; i < positions.length; i += DEVICE_MAX_BATCH) {
      bytesIn += avlFrameBytes(positions.slice(i, i + DEVICE_MAX_BATCH), this.axles);
      frames++;
    }
    out.push({ kind: 'send', at, positions, frames, bytesIn, bytesOut: frames * ACK_BYTES });
    this.lastFrame = at;
  }
}
