import { create } from 'zustand';
import { defaultSettings, type SettingsDocument } from '@namiar/domain';

/**
 * The signed-in user's settings document (spec 1 §3.9), loaded after sign-in. Until it
 * arrives, readers get the domain defaults so screens never see undefined keys.
 */
interface SettingsState {
  doc: SettingsDocument;
  loaded: boolean;
  replace(doc: SettingsDocument): void;
  /** Changes a key in memory only (module-permission, values a screen saves itself). */
  setLocal(key: string, value: unknown): void;
}

export const useSettings = create<SettingsState>()((set) => ({
  doc: defaultSettings(),
  loaded: false,
  replace: (doc) => set({ doc, loaded: true }),
  setLocal: (key, value) => set((s) => (Object.is(s.doc[key], value) ? s : { doc: { ...s.doc, [key]: value } })),
}));

export function useSetting<T = unknown>(key: string): T {
  return useSettings((s) => s.doc[key] as T);
}
