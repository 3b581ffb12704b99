import { useEffect, useState } from 'react';
import { App, Form, Modal, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AppSettingsForm } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { saveCancelFooter, useSettingsSave } from '../../kit/settings/dialogParts';
import { RESET_FIELDS, checkForm, fromForm, resetAppSettings, toForm } from './settingsForm';
import { useSettings } from '../../kit/settings/settingsStore';
import { InfoTab, OtherTab, ShiftsTab, schemaValue } from './SettingsTabs';
import { secondsToDayjs } from './shiftTime';

/** What the antd form holds: shifts as dayjs for the pickers, numbers for the rest. */
type DialogValues = Omit<AppSettingsForm, 'shift1' | 'shift2' | 'shift3'> & {
  shift1: Dayjs;
  shift2: Dayjs;
  shift3: Dayjs;
};

type TabKey = 'shifts' | 'other' | 'info';

const FIELD_TAB: Record<keyof AppSettingsForm, TabKey> = {
  shift1: 'shifts',
  shift2: 'shifts',
  shift3: 'shifts',
  minCourseTime: 'shifts',
  reportStartDayFrom: 'other',
  maxStopHours: 'other',
};

/** The dialog's own names of its fields, as the reset confirmation lists them. */
const FIELD_LABEL: Record<keyof AppSettingsForm, string> = {
  shift1: pl.settings.shift1,
  shift2: pl.settings.shift2,
  shift3: pl.settings.shift3,
  minCourseTime: pl.settings.minCourseTime,
  reportStartDayFrom: pl.settings.reportStartDayFrom,
  maxStopHours: pl.settings.maxStopTime,
};

function ResetScope() {
  return (
    <div data-testid="settings-reset-scope">
      <p>{pl.settings.resetScope}</p>
      <ul>
        {Object.values(RESET_FIELDS).map((field) => (
          <li key={field}>{FIELD_LABEL[field]}</li>
        ))}
      </ul>
      <strong>{pl.settings.resetWarning}</strong>
    </div>
  );
}

function toDialogValues(form: AppSettingsForm): DialogValues {
  return {
    ...form,
    shift1: secondsToDayjs(form.shift1),
    shift2: secondsToDayjs(form.shift2),
    shift3: secondsToDayjs(form.shift3),
  };
}

function toSchemaInput(values: Partial<DialogValues>): Partial<Record<keyof AppSettingsForm, unknown>> {
  const out: Partial<Record<keyof AppSettingsForm, unknown>> = {};
  for (const name of Object.keys(FIELD_TAB) as (keyof AppSettingsForm)[]) out[name] = schemaValue(name, values[name]);
  return out;
}

/** Application settings dialog, 720 px (spec 1 §2.6). */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<DialogValues>();
  const { modal } = App.useApp();
  const doc = useSettings((s) => s.doc);
  const [tab, setTab] = useState<TabKey>('shifts');
  const { busy, save: saveDoc } = useSettingsSave();

  // Each opening starts from the stored document, so a cancelled edit leaves nothing behind.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toDialogValues(toForm(useSettings.getState().doc)));
    setTab('shifts');
  }, [open, form]);

  async function save() {
    const values = form.getFieldsValue(true) as Partial<DialogValues>;
    const check = checkForm(toSchemaInput(values));
    if (!check.ok) {
      const names = Object.keys(check.errors).filter((n): n is keyof AppSettingsForm => n in FIELD_TAB);
      form.setFields(names.map((name) => ({ name, errors: [check.errors[name]] })));
      if (names.length > 0) setTab(FIELD_TAB[names[0]]);
      return;
    }
    // A failure was shown by the API client; the dialog stays open with the user's values.
    if (await saveDoc(fromForm(useSettings.getState().doc, check.value))) onClose();
  }

  function confirmReset() {
    modal.confirm({
      title: pl.settings.resetConfirmTitle,
      content: <ResetScope />,
      okText: pl.settings.resetConfirmOk,
      okButtonProps: { danger: true, ...({ 'data-testid': 'settings-reset-ok' } as Record<string, string>) },
      cancelText: pl.common.cancel,
      onOk: async () => {
        const next = resetAppSettings(useSettings.getState().doc);
        if (await saveDoc(next)) form.setFieldsValue(toDialogValues(toForm(next)));
      },
    });
  }

  return (
    <Modal
      open={open}
      title={pl.settings.title}
      width={720}
      onCancel={onClose}
      destroyOnHidden={false}
      maskClosable={false}
      rootClassName="settings-dialog"
      footer={saveCancelFooter({ testIdPrefix: 'settings', busy, onCancel: onClose, onSave: () => void save() })}
    >
      <Form<DialogValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 10 }}
        wrapperCol={{ span: 14 }}
        colon={false}
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            { key: 'shifts', label: pl.settings.tabShifts, forceRender: true, children: <ShiftsTab /> },
            {
              key: 'other',
              label: pl.settings.tabOther,
              forceRender: true,
              children: <OtherTab onReset={confirmReset} resetting={busy} />,
            },
            { key: 'info', label: pl.settings.tabInfo, forceRender: true, children: <InfoTab doc={doc} /> },
          ]}
        />
      </Form>
    </Modal>
  );
}
