import { Button, Descriptions, Form, TimePicker, Typography } from 'antd';
import { UndoOutlined, WarningOutlined } from '@ant-design/icons';
import type { AppSettingsForm, SettingsDocument } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { NumberField } from '../../kit/ui/NumberInput';
import { fieldMessage } from './settingsForm';
import { dayjsToSeconds } from './shiftTime';

type FieldName = keyof AppSettingsForm;

/** The dialog field's value as the domain schema expects it (pickers hold dayjs). */
export function schemaValue(name: FieldName, value: unknown): unknown {
  if (name.startsWith('shift')) return dayjsToSeconds(value as Parameters<typeof dayjsToSeconds>[0]);
  return value ?? undefined;
}

/** Each field is checked by the same zod rule the save uses, so messages match. */
function rule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const message = fieldMessage(name, schemaValue(name, value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

function ShiftPicker({ name, label }: { name: FieldName; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[rule(name)]}>
      <TimePicker
        format="HH:mm:ss"
        minuteStep={15}
        // Shift starts are whole quarters of an hour: the text shows HH:mm:ss as the spec
        // asks, the dropdown needs no seconds column.
        showSecond={false}
        showNow={false}
        needConfirm={false}
        allowClear={false}
        style={{ width: 160 }}
        data-testid={`settings-${name}`}
      />
    </Form.Item>
  );
}

export function ShiftsTab() {
  return (
    <>
      <ShiftPicker name="shift1" label={pl.settings.shift1} />
      <ShiftPicker name="shift2" label={pl.settings.shift2} />
      <ShiftPicker name="shift3" label={pl.settings.shift3} />
      <NumberField
        name="minCourseTime"
        label={pl.settings.minCourseTime}
        rules={[rule('minCourseTime')]}
        decimals={0}
        min={1}
        max={1440}
        suffix={pl.settings.minutes}
        style={{ width: 160 }}
        data-testid="settings-minCourseTime"
      />
    </>
  );
}

export function OtherTab({ onReset, resetting }: { onReset: () => void; resetting: boolean }) {
  return (
    <>
      <NumberField
        name="reportStartDayFrom"
        label={pl.settings.reportStartDayFrom}
        extra={pl.settings.reportStartDayHint}
        rules={[rule('reportStartDayFrom')]}
        decimals={0}
        min={0}
        max={23}
        style={{ width: 160 }}
        data-testid="settings-reportStartDayFrom"
      />
      <NumberField
        name="maxStopHours"
        label={pl.settings.maxStopTime}
        extra={pl.settings.maxStopHint}
        rules={[rule('maxStopHours')]}
        // Hours read from seconds keep two decimals (roundHours).
        decimals={2}
        min={0}
        max={8760}
        suffix={pl.settings.hours}
        style={{ width: 160 }}
        data-testid="settings-maxStopHours"
      />
      <div className="settings-reset">
        <Button icon={<UndoOutlined />} onClick={onReset} loading={resetting} data-testid="settings-reset">
          {pl.settings.reset}
        </Button>
        <Typography.Text type="warning" className="settings-reset-warning">
          <WarningOutlined /> {pl.settings.resetWarning}
        </Typography.Text>
      </div>
    </>
  );
}

export function InfoTab({ doc }: { doc: SettingsDocument }) {
  const text = (key: string) => {
    const value = doc[key];
    return value == null || value === '' ? pl.common.noData : String(value);
  };
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      data-testid="settings-info"
      items={[
        { key: 'version', label: pl.settings.appVersion, children: text('app_version') },
        { key: 'customer', label: pl.settings.customer, children: text('logged_customer_name') },
        { key: 'user', label: pl.settings.user, children: text('logged_user_full_name') },
      ]}
    />
  );
}
