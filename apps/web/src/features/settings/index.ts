export { SettingsDialog } from './SettingsDialog';
export { loadSettings, saveWithLoader } from './settingsActions';
export { saveSettings } from './api';
export { useSettings, useSetting } from './settingsStore';
