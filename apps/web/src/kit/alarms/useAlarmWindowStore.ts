import { create } from 'zustand';

/**
 * Whether the monitor's alarm window is open. Kept outside the window so the top-bar badge
 * can open it on the monitor page (`useAlarmWindow.getState().show()`).
 */
interface AlarmWindowState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useAlarmWindow = create<AlarmWindowState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
