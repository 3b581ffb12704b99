// The signed-in user's settings document (spec 1 §3.9): the store every screen reads, the
// debounced save, and the dialog pieces the screens' own settings dialogs are built from.
export { loadSettings, saveWithLoader } from './settingsActions';
export { saveSettings } from './api';
export { useSettings, useSetting } from './settingsStore';
export { SETTINGS_SAVE_DEBOUNCE_MS, saveSettingLater } from './saveLater';
export { useTileLayer } from './useTileLayer';
export { FlagCheckbox, TileLayerField, saveCancelFooter, useSettingsSave } from './dialogParts';
export { TabbedSettingsDialog } from './TabbedSettingsDialog';
