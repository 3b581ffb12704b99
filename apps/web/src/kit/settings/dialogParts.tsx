import { useCallback, useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, Select } from 'antd';
import type { SettingsDocument } from '@namiar/domain';
import { pl } from '../i18n/pl';
import { TILE_LAYER_KEYS, tileLayerLabel } from '../map';
import { saveWithLoader } from './settingsActions';

/**
 * Pieces shared by the settings dialogs (application, monitoring, route): the Anuluj/Zapisz
 * footer, a flag checkbox, the tile layer select and the save-and-close flow.
 */

/** The Anuluj / Zapisz footer of a settings dialog; test ids `<prefix>-cancel`, `<prefix>-save`. */
export function saveCancelFooter(props: {
  testIdPrefix: string;
  busy: boolean;
  onCancel(): void;
  onSave(): void;
}): ReactNode[] {
  return [
    <Button key="cancel" onClick={props.onCancel} data-testid={`${props.testIdPrefix}-cancel`}>
      {pl.common.cancel}
    </Button>,
    <Button
      key="save"
      type="primary"
      onClick={props.onSave}
      loading={props.busy}
      data-testid={`${props.testIdPrefix}-save`}
    >
      {pl.common.save}
    </Button>,
  ];
}

/** A boolean setting as a checkbox; test id `<prefix>-<last part of the name>`. */
export function FlagCheckbox({ name, label, testIdPrefix }: { name: string[]; label: string; testIdPrefix: string }) {
  return (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox data-testid={`${testIdPrefix}-${name[name.length - 1]}`}>{label}</Checkbox>
    </Form.Item>
  );
}

/** The form field 'tiles' (map-tiles-layer) with the layer names of the map's layer menu. */
export function TileLayerField({ label, testId }: { label: string; testId: string }) {
  return (
    <Form.Item name="tiles" label={label}>
      <Select
        style={{ width: 240 }}
        options={TILE_LAYER_KEYS.map((k) => ({ value: k, label: tileLayerLabel(k) }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * Saving from a settings dialog: the whole document under the loader, with `busy` while it
 * runs. Resolves true once saved; false after a failure (already shown by the API client), so
 * the dialog stays open with the user's choices.
 */
export function useSettingsSave() {
  const [busy, setBusy] = useState(false);
  const save = useCallback(async (next: SettingsDocument): Promise<boolean> => {
    setBusy(true);
    try {
      await saveWithLoader(next);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, save };
}
