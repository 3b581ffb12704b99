import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsDocument } from '@namiar/domain';
import { SETTINGS_SAVE_DEBOUNCE_MS, debouncedSettingSaver } from './saveLater';

function sink(loaded = true, fail = false) {
  let doc: SettingsDocument = { a: 1 };
  const saved: SettingsDocument[] = [];
  return {
    saved,
    current: () => doc,
    setLocal: (key: string, value: unknown) => {
      doc = { ...doc, [key]: value };
    },
    loaded: () => loaded,
    doc: () => doc,
    save: (d: SettingsDocument) => {
      saved.push(d);
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  };
}

describe('debouncedSettingSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the key in memory at once and saves the document 2 s after the last change', () => {
    const s = sink();
    const save = debouncedSettingSaver(s);
    save('x', true);
    expect(s.current()).toEqual({ a: 1, x: true });
    vi.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    save('y', 'osm');
    save('x', false);
    vi.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    expect(s.saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.saved).toEqual([{ a: 1, x: false, y: 'osm' }]);
    vi.advanceTimersByTime(10 * SETTINGS_SAVE_DEBOUNCE_MS);
    expect(s.saved).toHaveLength(1);
  });

  it('does not save before the user document has loaded', () => {
    const s = sink(false);
    debouncedSettingSaver(s)('x', 1);
    vi.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(s.saved).toEqual([]);
    expect(s.current()).toEqual({ a: 1, x: 1 });
  });

  it('ignores a failed save and saves again on the next change', async () => {
    const s = sink(true, true);
    const save = debouncedSettingSaver(s, 10);
    save('x', 1);
    await vi.advanceTimersByTimeAsync(10);
    save('x', 2);
    await vi.advanceTimersByTimeAsync(10);
    expect(s.saved).toEqual([
      { a: 1, x: 1 },
      { a: 1, x: 2 },
    ]);
  });
});

describe('debouncedSettingSaver.flush', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a waiting save at once, as one that outlives the page, and only once', () => {
    const s = sink();
    const leaving: (boolean | undefined)[] = [];
    const save = debouncedSettingSaver({ ...s, save: (d, l) => (leaving.push(l), s.save(d)) });
    save('x', true);
    save.flush();
    expect(s.saved).toEqual([{ a: 1, x: true }]);
    expect(leaving).toEqual([true]);
    vi.advanceTimersByTime(10 * SETTINGS_SAVE_DEBOUNCE_MS);
    expect(s.saved).toHaveLength(1);
  });

  it('sends nothing when no save waits, or before the document has loaded', () => {
    const s = sink();
    debouncedSettingSaver(s).flush();
    const early = sink(false);
    const save = debouncedSettingSaver(early);
    save('x', 1);
    save.flush();
    expect([...s.saved, ...early.saved]).toEqual([]);
  });
});
