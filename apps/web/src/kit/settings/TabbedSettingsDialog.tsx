import { useEffect, useState, type ReactNode } from 'react';
import { Form, Modal, Tabs } from 'antd';
import type { SettingsDocument } from '@namiar/domain';
import { saveCancelFooter, useSettingsSave } from './dialogParts';
import { useSettings } from './settingsStore';

export interface TabbedSettingsDialogProps<F> {
  open: boolean;
  onClose(): void;
  title: string;
  rootClassName: string;
  /** Prefix of the footer's test ids (`<prefix>-cancel`, `<prefix>-save`). */
  testIdPrefix: string;
  /** The tabs, the first one shown at each opening; every tab is rendered so the form holds all fields. */
  tabs: { key: string; label: string; children: ReactNode }[];
  toForm(doc: SettingsDocument): F;
  fromForm(doc: SettingsDocument, form: F): SettingsDocument;
  changedKeys(doc: SettingsDocument, next: SettingsDocument): string[];
}

/**
 * A 720 px settings dialog of checkboxes and selects in tabs (monitoring, route): each opening
 * starts from the stored document, so a cancelled edit leaves nothing behind; Zapisz closes at
 * once when nothing changed, else saves the whole document under the loader and closes, or
 * stays open after a failure.
 */
export function TabbedSettingsDialog<F extends object>(props: TabbedSettingsDialogProps<F>) {
  const { open, onClose, toForm, fromForm, changedKeys, tabs } = props;
  const [form] = Form.useForm<F>();
  const firstTab = tabs[0]?.key ?? '';
  const [tab, setTab] = useState(firstTab);
  const { busy, save: saveDoc } = useSettingsSave();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toForm(useSettings.getState().doc) as Parameters<typeof form.setFieldsValue>[0]);
    setTab(firstTab);
  }, [open, form, toForm, firstTab]);

  async function save() {
    const doc = useSettings.getState().doc;
    const next = fromForm(doc, form.getFieldsValue(true) as F);
    if (changedKeys(doc, next).length === 0 || (await saveDoc(next))) onClose();
  }

  return (
    <Modal
      open={open}
      title={props.title}
      width={720}
      onCancel={onClose}
      maskClosable={false}
      rootClassName={props.rootClassName}
      footer={saveCancelFooter({
        testIdPrefix: props.testIdPrefix,
        busy,
        onCancel: onClose,
        onSave: () => void save(),
      })}
    >
      <Form<F> form={form} layout="horizontal" colon={false}>
        <Tabs activeKey={tab} onChange={setTab} items={tabs.map((x) => ({ ...x, forceRender: true }))} />
      </Form>
    </Modal>
  );
}
