import type { SettingsDocument } from '@namiar/domain';
import { withLoader } from '../loader/loaderStore';
import { toastSuccess } from '../ui/toasts';
import { pl } from '../i18n/pl';
import { fetchSettings, saveSettings } from './api';
import { useSettings } from './settingsStore';

/** Loads the document into the store after sign-in; a failure toasts err.global centrally. */
export async function loadSettings(signal?: AbortSignal): Promise<void> {
  const doc = await fetchSettings(signal);
  useSettings.getState().replace(doc);
}

/**
 * Saves the whole document under the 'Zapisuję ustawienia...' loader and confirms with
 * 'Ustawienia zapisane'. The store changes only after the server accepted the document.
 * Rejects when the save failed (the error was already shown).
 */
export async function saveWithLoader(doc: SettingsDocument): Promise<void> {
  await withLoader(pl.loader.saveSettings, (signal) => saveSettings(doc, { signal }), { cancellable: true });
  useSettings.getState().replace(doc);
  toastSuccess(pl.settings.saved);
}
