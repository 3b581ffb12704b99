import { describe, expect, it } from 'vitest';
import { emptyPosition } from '@namiar/domain';
import { CardDriver, createUnsupportedLog } from './device-texts';
import type { GatewayDeps } from './device-session';

const at = Date.parse('2026-04-01T06:00:00Z');
const pos = (dt: number, driver1: string | null = null) => ({ ...emptyPosition(at + dt, 52, 21), driver1 });

describe('card driver waiting for the next record', () => {
  it('goes into the earliest record at or after its time, once', () => {
    const card = new CardDriver();
    card.announce(7, 'D1', at);
    const early = [pos(-5000)];
    expect(card.stamp(early)).toBeNull(); // older records do not take it
    expect(early[0].driver1).toBeNull();
    const batch = [pos(20_000), pos(0), pos(10_000)];
    expect(card.stamp(batch)).toBe(7);
    expect(batch.map((p) => p.driver1)).toEqual([null, 'D1', null]);
    expect(card.stamp([pos(30_000)])).toBeNull();
  });

  it("leaves a record that names a driver itself as it is (the device's own reading wins)", () => {
    const card = new CardDriver();
    card.announce(8, 'D2', at);
    const batch = [pos(1000, 'IBUTTON')];
    expect(card.stamp(batch)).toBe(8);
    expect(batch[0].driver1).toBe('IBUTTON');
  });
});

describe('messages we do not handle', () => {
  it('are logged once per device and kind', () => {
    const warned: string[] = [];
    const deps = { log: { warn: (_o: object, msg: string) => warned.push(msg) } } as unknown as GatewayDeps;
    const logUnsupported = createUnsupportedLog(deps);
    const v = { vehicleId: 1, customerId: 1, regno: 'A' };
    const camera = {
      kind: 'unsupported',
      codec: 12,
      type: 13,
      reason: 'Codec 12 message type 0x0d',
      payload: new Uint8Array(3),
    } as const;
    logUnsupported(v, '1', camera);
    logUnsupported(v, '1', camera);
    logUnsupported({ ...v, vehicleId: 2 }, '2', camera);
    logUnsupported(v, '1', { ...camera, codec: 11, type: null, reason: 'unknown codec 0x0b' });
    expect(warned).toHaveLength(3);
    expect(warned[0]).toContain('Codec 12 message type 0x0d');
  });
});
