export { SettingsDialog } from './SettingsDialog';
export { loadSettings, saveWithLoader } from './settingsActions';
export { saveSettings } from './api';
export { useSettings, useSetting } from './settingsStore';
export { SETTINGS_SAVE_DEBOUNCE_MS, saveSettingLater } from './saveLater';
export { useTileLayer } from './useTileLayer';
export { FlagCheckbox, TileLayerField, saveCancelFooter, useSettingsSave } from './dialogParts';
export { TabbedSettingsDialog } from './TabbedSettingsDialog';
