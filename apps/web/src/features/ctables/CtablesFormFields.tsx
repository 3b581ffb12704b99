import { Checkbox, DatePicker, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { pl } from '../../kit/i18n/pl';
import type { CtablesForm } from './api';

const t = pl.ctables;

export interface CtablesFormFieldsProps {
  form: CtablesForm;
  setForm(patch: Partial<CtablesForm>): void;
  options: { value: number; label: string }[];
}

/**
 * The form in three columns (spec 2 §2.4): vehicle choice (searchable select, select-all that
 * disables it), time range (date, whole period that disables it, the clearing options) and the
 * additional settings ('generate fuel').
 */
export function CtablesFormFields({ form, setForm, options }: CtablesFormFieldsProps) {
  return (
    <div className="ctables-form" data-testid="ctables-form">
      <Space direction="vertical">
        <Typography.Text strong>{t.vehicles}</Typography.Text>
        <Select
          mode="multiple"
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder={t.vehiclesPlaceholder}
          options={options}
          value={form.vid}
          disabled={form.selectAll}
          onChange={(vid: number[]) => setForm({ vid })}
          style={{ width: '100%' }}
          data-testid="ctables-vehicles"
        />
        <Checkbox
          checked={form.selectAll}
          onChange={(e) => setForm({ selectAll: e.target.checked })}
          data-testid="ctables-select-all"
        >
          {t.selectAll}
        </Checkbox>
      </Space>
      <Space direction="vertical">
        <Typography.Text strong>{t.range}</Typography.Text>
        <Space>
          <span>{t.fromDate}</span>
          <DatePicker
            format="YYYY-MM-DD"
            value={form.start_date ? dayjs(form.start_date) : null}
            disabled={form.clearAll}
            onChange={(d) => setForm({ start_date: d ? d.format('YYYY-MM-DD') : '' })}
            data-testid="ctables-date"
          />
        </Space>
        <Checkbox
          checked={form.clearAll}
          onChange={(e) => setForm({ clearAll: e.target.checked })}
          data-testid="ctables-clear-all"
        >
          {t.clearAll}
        </Checkbox>
        <Checkbox
          checked={form.clearAlarms}
          onChange={(e) => setForm({ clearAlarms: e.target.checked })}
          data-testid="ctables-clear-alarms"
        >
          {t.clearAlarms}
        </Checkbox>
        <Checkbox
          checked={form.clearFuel}
          onChange={(e) => setForm({ clearFuel: e.target.checked })}
          data-testid="ctables-clear-fuel"
        >
          {t.clearFuel}
        </Checkbox>
        <Checkbox
          checked={form.clearManualEvents}
          onChange={(e) => setForm({ clearManualEvents: e.target.checked })}
          data-testid="ctables-clear-manual"
        >
          {t.clearManualEvents}
        </Checkbox>
      </Space>
      <Space direction="vertical">
        <Typography.Text strong>{t.additional}</Typography.Text>
        <Checkbox
          checked={form.generateFuel}
          onChange={(e) => setForm({ generateFuel: e.target.checked })}
          data-testid="ctables-generate-fuel"
        >
          {t.generateFuel}
        </Checkbox>
      </Space>
    </div>
  );
}
