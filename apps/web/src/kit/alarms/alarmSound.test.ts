import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredCount, shouldPlayAlarmSound, volumeGain } from './alarmSound';

describe('shouldPlayAlarmSound (spec 1 §4)', () => {
  it('plays when the count grows and differs from the stored count', () => {
    expect(shouldPlayAlarmSound(3, 4, 3)).toBe(true);
    expect(shouldPlayAlarmSound(null, 2, null)).toBe(true);
    expect(shouldPlayAlarmSound(null, 5, 3)).toBe(true);
  });

  it('stays quiet when the count did not grow', () => {
    expect(shouldPlayAlarmSound(4, 4, 4)).toBe(false);
    expect(shouldPlayAlarmSound(5, 3, 5)).toBe(false);
    expect(shouldPlayAlarmSound(null, 0, null)).toBe(false);
  });

  it('stays quiet when another tab already stored the new count, or after a reload', () => {
    expect(shouldPlayAlarmSound(3, 4, 4)).toBe(false);
    expect(shouldPlayAlarmSound(null, 5, 5)).toBe(false);
  });
});

describe('readStoredCount and volumeGain', () => {
  it('reads only whole non-negative counts', () => {
    expect(readStoredCount('7')).toBe(7);
    expect(readStoredCount(null)).toBeNull();
    expect(readStoredCount('')).toBeNull();
    expect(readStoredCount('x')).toBeNull();
    expect(readStoredCount('-1')).toBeNull();
  });

  it('maps volume 0–10 to 0–1 and clamps', () => {
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(5)).toBe(0.5);
    expect(volumeGain('10')).toBe(1);
    expect(volumeGain(20)).toBe(1);
    expect(volumeGain(undefined)).toBe(0.5);
  });
});

describe('playAlarmBeep', () => {
  /** A stand-in Web Audio: counts the contexts made; every node is a no-op. */
  function fakeAudio(hasBeenActive: boolean) {
    const made: unknown[] = [];
    const node = () => ({ connect() {}, start() {}, stop() {}, type: '', gain: ramp(), frequency: ramp() });
    const ramp = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
    class FakeContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        made.push(this);
      }
      createGain = node;
      createOscillator = node;
      resume = async () => {};
    }
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive } });
    return made;
  }
  afterEach(() => vi.unstubAllGlobals());
  /** The module anew: it keeps its audio context between calls. */
  const freshModule = () => {
    vi.resetModules();
    return import('./alarmSound');
  };

  it('makes no audio context before the user has interacted with the page (it could not sound)', async () => {
    const { playAlarmBeep } = await freshModule();
    const made = fakeAudio(false);
    playAlarmBeep(0.5);
    expect(made).toHaveLength(0);
  });

  it('beeps through one audio context once the user has interacted', async () => {
    const { playAlarmBeep } = await freshModule();
    const made = fakeAudio(true);
    playAlarmBeep(0.5);
    playAlarmBeep(0.5);
    expect(made).toHaveLength(1);
  });
});
