import { saveSettings, useSettings } from '../settings';

/** The sound toggle is saved silently, 2 s after the last change (spec 1 §9). */
export const SOUND_SAVE_DEBOUNCE_MS = 2000;

let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Flips alarm-sound-enabled in memory at once and saves the whole settings document in the
 * background; repeated clicks within 2 s send one request with the last value.
 */
export function setAlarmSoundEnabled(enabled: boolean): void {
  useSettings.getState().setLocal('alarm-sound-enabled', enabled);
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    // Before the user's document has loaded, saving would overwrite it with the defaults.
    if (!useSettings.getState().loaded) return;
    void saveSettings(useSettings.getState().doc, { silent: true }).catch(() => undefined);
  }, SOUND_SAVE_DEBOUNCE_MS);
}
