import { saveSettings, useSettings } from '../settings';

/** Route settings changed by the screen itself are saved 2 s after the last change (spec 2 §4.1, §9). */
export const ROUTE_SAVE_DEBOUNCE_MS = 2000;

let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Changes a setting in memory at once and saves the whole document in the background; changes
 * within 2 s are sent in one request. Failures are ignored (spec 2 §7: the save is silent).
 */
export function saveRouteSettingLater(key: string, value: unknown): void {
  useSettings.getState().setLocal(key, value);
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    // Before the user's document has loaded, saving would overwrite it with the defaults.
    if (!useSettings.getState().loaded) return;
    void saveSettings(useSettings.getState().doc, { silent: true }).catch(() => undefined);
  }, ROUTE_SAVE_DEBOUNCE_MS);
}
