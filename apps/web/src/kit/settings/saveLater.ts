import type { SettingsDocument } from '@namiar/domain';
import { saveSettings } from './api';
import { useSettings } from './settingsStore';

/**
 * Settings a screen changes by itself (the alarm sound toggle, the map layer menu, the route
 * viewer's widgets and event filters) are saved 2 s after the last change (spec 1 §9,
 * spec 2 §4.1, §9).
 */
export const SETTINGS_SAVE_DEBOUNCE_MS = 2000;

export interface SettingsSink {
  setLocal(key: string, value: unknown): void;
  /** Whether the user's document has loaded (saving before would store the defaults). */
  loaded(): boolean;
  doc(): SettingsDocument;
  /** `leaving`: the page is being hidden or closed, the request must outlive it. */
  save(doc: SettingsDocument, leaving?: boolean): Promise<void>;
}

export interface SettingSaver {
  (key: string, value: unknown): void;
  /** Sends a pending save now (the page is being hidden or closed); nothing when none waits. */
  flush(): void;
}

/**
 * A saver that changes a key in memory at once and sends the whole document `delayMs` after
 * the last change: changes within the delay go in one request. Failures are ignored (the
 * save is silent, spec 1 §7, spec 2 §7).
 */
export function debouncedSettingSaver(sink: SettingsSink, delayMs = SETTINGS_SAVE_DEBOUNCE_MS): SettingSaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = (leaving: boolean) => {
    timer = null;
    if (!sink.loaded()) return;
    void sink.save(sink.doc(), leaving).catch(() => undefined);
  };
  const saver = (key: string, value: unknown): void => {
    sink.setLocal(key, value);
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => send(false), delayMs);
  };
  saver.flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    send(true);
  };
  return saver;
}

/** The one saver of the signed-in user's document: one timer, so every screen's change shares a request. */
export const saveSettingLater = debouncedSettingSaver({
  setLocal: (key, value) => useSettings.getState().setLocal(key, value),
  loaded: () => useSettings.getState().loaded,
  doc: () => useSettings.getState().doc,
  save: (doc, leaving) => saveSettings(doc, { silent: true, keepalive: leaving }),
});

// A change made in the last 2 s before the tab is hidden or closed is not lost.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => saveSettingLater.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveSettingLater.flush();
  });
}
