import { beforeEach, describe, expect, it } from 'vitest';
import { routeFixture, fixtureRequest } from './routeFixture';
import { nextActive, sameTabShells, useRouteStore, type RouteTab } from './routeStore';

const req = (vid: number, day = '01') => ({
  vid,
  from_date: `2026-03-${day} 00:00:00`,
  to_date: `2026-03-${day} 23:59:59`,
  regenerate: false,
});
const store = () => useRouteStore.getState();
const tab = (key: string) => store().tabs.find((t) => t.key === key)!;
const fivePoints = () => routeFixture({ v: [1, 2, 3, 4, 5] });

describe('route tabs', () => {
  beforeEach(() => useRouteStore.setState({ tabs: [], activeKey: null }));

  it('opens routes as tabs, the newest active, and replaces a reloaded one', () => {
    const a = store().open(req(1));
    const b = store().open(req(2));
    expect(store().tabs.map((t) => t.key)).toEqual([a.key, b.key]);
    expect(store().activeKey).toBe(b.key);
    expect(tab(a.key).status).toBe('loading');

    store().loaded(a.key, a.seq, fivePoints());
    expect(tab(a.key).status).toBe('ready');
    expect(tab(a.key).cursor).toEqual({ start: 0, current: 4 });

    const again = store().open(req(1));
    expect(again.key).toBe(a.key);
    expect(store().tabs).toHaveLength(2);
    expect(store().activeKey).toBe(a.key);
    expect(tab(a.key).route).not.toBeNull(); // kept while reloading
  });

  it('ignores the answer of an older load of the same tab', () => {
    const first = store().open(req(1));
    const second = store().open(req(1));
    store().failed(first.key, first.seq, 'error');
    expect(tab(first.key).status).toBe('loading');
    store().failed(second.key, second.seq, 'empty');
    expect(tab(first.key).status).toBe('empty');
  });

  it('closes a cancelled first load, and keeps the route of a cancelled reload', () => {
    const a = store().open(req(1));
    store().cancelled(a.key, a.seq);
    expect(store().tabs).toHaveLength(0);
    const b = store().open(req(2));
    store().loaded(b.key, b.seq, fivePoints());
    const again = store().open(req(2));
    store().cancelled(again.key, again.seq);
    expect(tab(b.key).status).toBe('ready');
  });

  it('closing the active tab selects the previous one, or the last; none left: no active tab', () => {
    const keys = [1, 2, 3].map((vid) => store().open(req(vid)).key);
    store().activate(keys[1]);
    store().close(keys[1]);
    expect(store().activeKey).toBe(keys[0]);
    store().close(keys[0]);
    expect(store().activeKey).toBe(keys[2]);
    store().close(keys[2]);
    expect(store().activeKey).toBeNull();
  });

  it('closing an inactive tab keeps the active one', () => {
    const keys = [1, 2].map((vid) => store().open(req(vid)).key);
    store().close(keys[0]);
    expect(store().activeKey).toBe(keys[1]);
  });

  it('nextActive picks the last tab when the first one closes', () => {
    const tabs = ['a', 'b', 'c'].map((key) => ({ key }) as RouteTab);
    expect(nextActive(tabs, 'a', 'a')).toBe('c');
    expect(nextActive(tabs, 'c', 'c')).toBe('b');
    expect(nextActive(tabs, 'b', 'a')).toBe('a');
  });

  it('accepts a cursor only within 0..n-1', () => {
    const a = store().open(fixtureRequest);
    expect(store().setCursor(a.key, { start: 0, current: 2 })).toBe(false); // not loaded yet
    store().loaded(a.key, a.seq, fivePoints());
    expect(store().setCursor(a.key, { start: 1, current: 3 })).toBe(true);
    expect(tab(a.key).cursor).toEqual({ start: 1, current: 3 });
    expect(store().setCursor(a.key, { start: 1, current: 5 })).toBe(false);
    expect(store().setCursor(a.key, { start: -1, current: 3 })).toBe(false);
    expect(tab(a.key).cursor).toEqual({ start: 1, current: 3 });
  });

  it('keeps play and lock state per tab', () => {
    const a = store().open(req(1));
    const b = store().open(req(2));
    store().setPlaying(a.key, true);
    store().setLockStart(b.key, true);
    expect(tab(a.key).playing).toBe(true);
    expect(tab(b.key).playing).toBe(false);
    expect(tab(b.key).lockStart).toBe(true);
    store().loaded(a.key, a.seq, fivePoints());
    expect(tab(a.key).playing).toBe(false);
  });
});

describe('tab shells', () => {
  beforeEach(() => useRouteStore.setState({ tabs: [], activeKey: null }));

  it('are the same after cursor and playback changes, not after a load or a new tab', () => {
    const a = store().open(req(1));
    store().loaded(a.key, a.seq, fivePoints());
    const before = store().tabs;
    store().setCursor(a.key, { start: 1, current: 3 });
    store().setPlaying(a.key, true);
    store().setLockStart(a.key, true);
    expect(store().tabs).not.toBe(before);
    expect(sameTabShells(before, store().tabs)).toBe(true);

    const reload = store().open(req(1));
    expect(sameTabShells(before, store().tabs)).toBe(false);
    const loading = store().tabs;
    store().loaded(a.key, reload.seq, fivePoints());
    expect(sameTabShells(loading, store().tabs)).toBe(false);
    const loaded = store().tabs;
    store().open(req(2));
    expect(sameTabShells(loaded, store().tabs)).toBe(false);
  });
});
