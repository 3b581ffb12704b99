import { useRef } from 'react';
import { create } from 'zustand';
import type { LoadedRoute, RouteCursor } from './model';
import { acceptCursor, initialCursor } from '../../kit/playback/playback';
import { routeKey } from './routeDecode';
import type { RouteRequest } from '../../kit/period/routeForm';

/**
 * Open routes of the route viewer (spec 2 §2.1, §4.1): several tabs, one active. A tab is
 * keyed by vehicle and range; loading the same route again replaces its tab. Each tab has its
 * own cursor (start, current) and playback state.
 */

export type RouteTabStatus = 'loading' | 'ready' | 'empty' | 'error';

export interface RouteTab {
  key: string;
  request: RouteRequest;
  status: RouteTabStatus;
  /** The loaded route; kept while the same route reloads. */
  route: LoadedRoute | null;
  cursor: RouteCursor;
  playing: boolean;
  lockStart: boolean;
  /** Numbers each load, so an older answer never overwrites a newer one. */
  seq: number;
}

interface RouteState {
  tabs: RouteTab[];
  activeKey: string | null;
  /** Opens (or reopens) a route as loading and makes it active; returns its tab key and load number. */
  open(request: RouteRequest): { key: string; seq: number };
  loaded(key: string, seq: number, route: LoadedRoute): void;
  failed(key: string, seq: number, status: 'empty' | 'error'): void;
  /** A load was cancelled: a tab that never showed a route is closed, else it keeps its route. */
  cancelled(key: string, seq: number): void;
  close(key: string): void;
  activate(key: string): void;
  /** Accepted only within 0..n-1 (spec 2 §4.1); returns whether it was. */
  setCursor(key: string, cursor: RouteCursor): boolean;
  setPlaying(key: string, playing: boolean): void;
  setLockStart(key: string, lock: boolean): void;
}

let loadSeq = 0;

function patch(tabs: RouteTab[], key: string, change: (tab: RouteTab) => RouteTab): RouteTab[] {
  return tabs.map((tab) => (tab.key === key ? change(tab) : tab));
}

/** Closing the active tab selects the previous one, or the last one; none left: no active tab. */
export function nextActive(tabs: readonly RouteTab[], closedKey: string, activeKey: string | null): string | null {
  if (closedKey !== activeKey) return activeKey;
  const index = tabs.findIndex((tab) => tab.key === closedKey);
  const rest = tabs.filter((tab) => tab.key !== closedKey);
  if (rest.length === 0) return null;
  return index > 0 ? rest[index - 1].key : rest[rest.length - 1].key;
}

export const useRouteStore = create<RouteState>()((set, get) => ({
  tabs: [],
  activeKey: null,

  open(request) {
    const key = routeKey(request);
    const seq = ++loadSeq;
    set((s) => {
      const existing = s.tabs.find((tab) => tab.key === key);
      const tabs = existing
        ? patch(s.tabs, key, (tab) => ({ ...tab, request, status: 'loading', playing: false, seq }))
        : [
            ...s.tabs,
            {
              key,
              request,
              status: 'loading' as const,
              route: null,
              cursor: initialCursor(0),
              playing: false,
              lockStart: false,
              seq,
            },
          ];
      return { tabs, activeKey: key };
    });
    return { key, seq };
  },

  loaded(key, seq, route) {
    set((s) => ({
      tabs: patch(s.tabs, key, (tab) =>
        tab.seq === seq ? { ...tab, status: 'ready', route, cursor: initialCursor(route.n), playing: false } : tab,
      ),
    }));
  },

  failed(key, seq, status) {
    set((s) => ({
      tabs: patch(s.tabs, key, (tab) => (tab.seq === seq ? { ...tab, status, route: null, playing: false } : tab)),
    }));
  },

  cancelled(key, seq) {
    const tab = get().tabs.find((x) => x.key === key);
    if (!tab || tab.seq !== seq) return;
    if (tab.route) set((s) => ({ tabs: patch(s.tabs, key, (x) => ({ ...x, status: 'ready' })) }));
    else get().close(key);
  },

  close(key) {
    set((s) => ({
      tabs: s.tabs.filter((tab) => tab.key !== key),
      activeKey: nextActive(s.tabs, key, s.activeKey),
    }));
  },

  activate(key) {
    if (get().tabs.some((tab) => tab.key === key)) set({ activeKey: key });
  },

  setCursor(key, cursor) {
    const tab = get().tabs.find((x) => x.key === key);
    const n = tab?.route?.n ?? 0;
    const next = tab ? acceptCursor(cursor, n) : null;
    if (!next) return false;
    if (next.start !== tab!.cursor.start || next.current !== tab!.cursor.current) {
      set((s) => ({ tabs: patch(s.tabs, key, (x) => ({ ...x, cursor: next })) }));
    }
    return true;
  },

  setPlaying(key, playing) {
    set((s) => ({ tabs: patch(s.tabs, key, (tab) => (tab.playing === playing ? tab : { ...tab, playing })) }));
  },

  setLockStart(key, lockStart) {
    set((s) => ({ tabs: patch(s.tabs, key, (tab) => ({ ...tab, lockStart })) }));
  },
}));

/** The active tab, or null. */
export function useActiveTab(): RouteTab | null {
  return useRouteStore((s) => s.tabs.find((tab) => tab.key === s.activeKey) ?? null);
}

/** What the page shows of a tab: everything but its playback position and state. */
export type RouteTabShell = Omit<RouteTab, 'cursor' | 'playing' | 'lockStart'>;

/**
 * The same tabs with the same requests, loads and routes: a list that differs only in cursors
 * or playback state. The page and its toolbar are drawn from these alone, so playback (20 cursor
 * changes a second) re-renders the route's view, not the whole page (docs/decisions.md).
 */
export function sameTabShells(a: readonly RouteTabShell[], b: readonly RouteTabShell[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    return (
      x.key === y.key && x.request === y.request && x.status === y.status && x.route === y.route && x.seq === y.seq
    );
  });
}

/** The open tabs as the page shows them: a new list only when `sameTabShells` says so. */
export function useRouteTabs(): readonly RouteTabShell[] {
  const last = useRef<readonly RouteTabShell[] | null>(null);
  return useRouteStore((s) => {
    if (last.current && sameTabShells(last.current, s.tabs)) return last.current;
    last.current = s.tabs;
    return s.tabs;
  });
}

/** A tab's live state (cursor, playback), for the parts that follow the current point. */
export function useRouteTab(key: string): RouteTab | undefined {
  return useRouteStore((s) => s.tabs.find((tab) => tab.key === key));
}
