import type { Position } from '@namiar/domain';
import { encodeAvlFrame, encodeImeiFrame } from '@namiar/protocols';
import { describe, expect, it } from 'vitest';
import { TCP_IDLE_TIMEOUT_MS } from '../gateway/teltonika-tcp';
import { DEMO_FLEET, createVehicleSimulation, positionToRecord } from '../sim';
import { DEVICE_MAX_BATCH, DeviceLinkPlan, avlFrameBytes, type LinkStep } from './demo-sessions';

const START = Date.parse('2026-03-02T00:00:00Z');
const MIN = 60_000;

/** A record at `t` with the given GSM (the rest of one demo vehicle's first record). */
const base = createVehicleSimulation(DEMO_FLEET[0], 1, START).next(START + 10 * MIN)[0];
const at = (t: number, gsm: number | null = 25): Position => ({ ...base, time: t, gsm });

const kinds = (steps: LinkStep[]) =>
  steps.map((s) =>
    s.kind === 'send'
      ? ['send', s.at - START, s.positions.length]
      : [s.kind, s.at - START, s.kind === 'close' ? s.reason : ''],
  );

describe('demo device frames', () => {
  it("counts every demo vehicle's frames as the encoder writes them, byte for byte", () => {
    for (const spec of DEMO_FLEET) {
      // A working day: driving, halts, parking, identifiers, fuel, rail values.
      const records = createVehicleSimulation(spec, 20_260_101, START).next(START + 86_400_000);
      expect(records.length).toBeGreaterThan(10);
      const axles = spec.load?.axles;
      const wrong = records
        .map((p) => [p.time, avlFrameBytes([p], axles), encodeAvlFrame(0x8e, [positionToRecord(p, axles)]).length])
        .filter(([, mine, encoded]) => mine !== encoded);
      expect([spec.regno, wrong.slice(0, 3)]).toEqual([spec.regno, []]);
      const batch = records.slice(0, DEVICE_MAX_BATCH);
      expect(avlFrameBytes(batch, axles)).toBe(
        encodeAvlFrame(
          0x8e,
          batch.map((p) => positionToRecord(p, axles)),
        ).length,
      );
    }
  }, 60_000);
});

describe('demo device link', () => {
  const imei = DEMO_FLEET[0].imei;

  it('keeps one connection while it reports, a record a frame, bytes and ACKs counted', () => {
    const plan = new DeviceLinkPlan(imei);
    const records = [0, 1, 2, 3].map((k) => at(START + k * 5 * MIN));
    const steps = plan.feed(records);
    expect(kinds(steps)).toEqual([
      ['open', 0, ''],
      ['send', 0, 1],
      ['send', 5 * MIN, 1],
      ['send', 10 * MIN, 1],
      ['send', 15 * MIN, 1],
    ]);
    expect(steps[0]).toMatchObject({ bytesIn: encodeImeiFrame(imei).length, bytesOut: 1 });
    expect(steps[1]).toMatchObject({ frames: 1, bytesIn: avlFrameBytes([records[0]]), bytesOut: 4 });
    // The history ends: the connection closes there.
    expect(kinds(plan.end(START + 16 * MIN))).toEqual([['close', 16 * MIN, 'device_closed']]);
  });

  it('holds records without coverage, sends them with the first one in coverage; the gateway closes a silent link', () => {
    const plan = new DeviceLinkPlan(imei);
    const records = [
      at(START),
      // 25 minutes without coverage, a record every 10 s
      ...Array.from({ length: 150 }, (_, k) => at(START + 10_000 * (k + 1), k % 2 ? 6 : 0)),
      at(START + 26 * MIN),
    ];
    const steps = plan.feed(records);
    expect(kinds(steps)).toEqual([
      ['open', 0, ''],
      ['send', 0, 1],
      // silent since the first record: closed by the gateway's idle timeout
      ['close', TCP_IDLE_TIMEOUT_MS, 'idle'],
      ['open', 26 * MIN, ''],
      ['send', 26 * MIN, 151],
    ]);
    const send = steps[4] as Extract<LinkStep, { kind: 'send' }>;
    expect(send.frames).toBe(Math.ceil(151 / DEVICE_MAX_BATCH));
    expect(send.bytesOut).toBe(4 * send.frames);
    expect(send.positions.map((p) => p.time)).toEqual(records.slice(1).map((p) => p.time));
  });

  it('a short gap keeps the connection; a device reporting every 15 minutes connects for each record', () => {
    const short = new DeviceLinkPlan(imei).feed([at(START), at(START + 4 * MIN, 0), at(START + 9 * MIN)]);
    expect(kinds(short)).toEqual([
      ['open', 0, ''],
      ['send', 0, 1],
      ['send', 9 * MIN, 2],
    ]);
    const logger = new DeviceLinkPlan(imei).feed([0, 15, 30].map((m) => at(START + m * MIN, null)));
    expect(kinds(logger)).toEqual([
      ['open', 0, ''],
      ['send', 0, 1],
      ['close', 10 * MIN, 'idle'],
      ['open', 15 * MIN, ''],
      ['send', 15 * MIN, 1],
      ['close', 25 * MIN, 'idle'],
      ['open', 30 * MIN, ''],
      ['send', 30 * MIN, 1],
    ]);
  });

  it('sends what is still held when the history ends, then closes', () => {
    const plan = new DeviceLinkPlan(imei);
    plan.feed([at(START), at(START + MIN, 0)]);
    expect(kinds(plan.end(START + 2 * MIN))).toEqual([
      ['send', 2 * MIN, 1],
      ['close', 2 * MIN, 'device_closed'],
    ]);
    // Nothing open, nothing held: nothing to do.
    expect(plan.end(START + 3 * MIN)).toEqual([]);
  });
});
