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
  save(doc: SettingsDocument): Promise<void>;
}

/**
 * A saver that changes a key in memory at once and sends the whole document `delayMs` after
 * the last change: changes within the delay go in one request. Failures are ignored (the
 * save is silent, spec 1 §7, spec 2 §7).
 */
export function debouncedSettingSaver(sink: SettingsSink, delayMs = SETTINGS_SAVE_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (key: string, value: unknown): void => {
    sink.setLocal(key, value);
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!sink.loaded()) return;
      void sink.save(sink.doc()).catch(() => undefined);
    }, delayMs);
  };
}

/** The one saver of the signed-in user's document: one timer, so every screen's change shares a request. */
export const saveSettingLater = debouncedSettingSaver({
  setLocal: (key, value) => useSettings.getState().setLocal(key, value),
  loaded: () => useSettings.getState().loaded,
  doc: () => useSettings.getState().doc,
  save: (doc) => saveSettings(doc, { silent: true }),
});
