import { create } from 'zustand';

/**
 * Whether the monitor's reminders window is open; outside the window so the top-bar bell can
 * open it on the monitor page (`useRemindersWindow.getState().show()`).
 */
interface RemindersWindowState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useRemindersWindow = create<RemindersWindowState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
