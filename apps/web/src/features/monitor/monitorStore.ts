import { create } from 'zustand';

/** A place the map should centre on (an alarm row click, a POI), with its own marker. */
export interface FocusPoint {
  lat: number;
  lon: number;
  label?: string;
  /** Bumped on every request so the same point can be focused twice. */
  seq: number;
}

export type SortKey = 'regno' | 'dt' | 'driver' | 'key' | 'v' | 'th' | 'ckm' | 'f';
export type SortDir = 'asc' | 'desc';

/**
 * UI state of the monitoring screen shared by the list, the map, the route widget and the
 * alarm window (spec 1 §4 'Selecting a vehicle'). Server data lives in TanStack Query.
 */
interface MonitorState {
  selectedId: number | null;
  /** Bumped on every selection so the map re-centres even when the same vehicle is chosen again. */
  selectSeq: number;
  /** Route widget: open for one vehicle; `load` asks it to fetch right away (route with preview). */
  routeWidget: { open: boolean; vid: number | null; load: number };
  /** Map toggles, on by default (spec 1 §4). */
  scaleLock: boolean;
  centerLock: boolean;
  focus: FocusPoint | null;
  sort: { key: SortKey; dir: SortDir } | null;
  /** Route points to draw on the map (route widget), null when none. */
  routeTrack: { vid: number; lat: number[]; lon: number[]; fitSeq: number } | null;
  /** The list's search text (registration, driver, place); '' shows every vehicle. */
  listQuery: string;
  setListQuery(query: string): void;
  selectVehicle(id: number | null): void;
  openRouteWidget(vid: number | null, load: boolean): void;
  closeRouteWidget(): void;
  setScaleLock(on: boolean): void;
  setCenterLock(on: boolean): void;
  focusPoint(p: Omit<FocusPoint, 'seq'>): void;
  setSort(sort: { key: SortKey; dir: SortDir } | null): void;
  setRouteTrack(track: { vid: number; lat: number[]; lon: number[] } | null): void;
  fitRouteTrack(): void;
}

export const useMonitor = create<MonitorState>()((set) => ({
  selectedId: null,
  selectSeq: 0,
  routeWidget: { open: false, vid: null, load: 0 },
  scaleLock: true,
  centerLock: true,
  focus: null,
  sort: null,
  routeTrack: null,
  listQuery: '',
  setListQuery: (listQuery) => set({ listQuery }),
  selectVehicle: (id) =>
    set((s) => {
      // A route widget opened with no vehicle ('Wybierz pojazd, aby wczytać trasę') has no route
      // to lose: it takes the vehicle being selected instead of closing (route widget work).
      if (s.routeWidget.open && s.routeWidget.vid === null) {
        return { selectedId: id, selectSeq: s.selectSeq + 1, routeWidget: { ...s.routeWidget, vid: id } };
      }
      // Selecting another vehicle closes the route widget of the previous one (spec 1 §4).
      const other = s.routeWidget.open && s.routeWidget.vid !== id;
      return {
        selectedId: id,
        selectSeq: s.selectSeq + 1,
        routeWidget: other ? { open: false, vid: null, load: s.routeWidget.load } : s.routeWidget,
        routeTrack: other ? null : s.routeTrack,
      };
    }),
  openRouteWidget: (vid, load) =>
    set((s) => ({ routeWidget: { open: true, vid, load: load ? s.routeWidget.load + 1 : s.routeWidget.load } })),
  closeRouteWidget: () =>
    set((s) => ({ routeWidget: { open: false, vid: null, load: s.routeWidget.load }, routeTrack: null })),
  setScaleLock: (on) => set({ scaleLock: on }),
  setCenterLock: (on) => set({ centerLock: on }),
  focusPoint: (p) => set((s) => ({ focus: { ...p, seq: (s.focus?.seq ?? 0) + 1 } })),
  setSort: (sort) => set({ sort }),
  setRouteTrack: (track) =>
    set((s) => ({ routeTrack: track ? { ...track, fitSeq: s.routeTrack?.fitSeq ?? 0 } : null })),
  fitRouteTrack: () =>
    set((s) => (s.routeTrack ? { routeTrack: { ...s.routeTrack, fitSeq: s.routeTrack.fitSeq + 1 } } : s)),
}));
