import { SETTINGS_SAVE_DEBOUNCE_MS, saveSettingLater } from '../settings';

/** The sound toggle is saved silently, 2 s after the last change (spec 1 §9). */
export const SOUND_SAVE_DEBOUNCE_MS = SETTINGS_SAVE_DEBOUNCE_MS;

/**
 * Flips alarm-sound-enabled in memory at once and saves the whole settings document in the
 * background; repeated clicks within 2 s send one request with the last value.
 */
export function setAlarmSoundEnabled(enabled: boolean): void {
  saveSettingLater('alarm-sound-enabled', enabled);
}
