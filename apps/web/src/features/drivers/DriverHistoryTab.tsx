import { Button, Checkbox, Empty, Form, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DriverDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DateTimeInput } from './DateTimeInput';
import {
  canAddHistoryEntry,
  newHistoryEntry,
  withoutHistoryEntry,
  type DriverFormValues,
  type HistoryEntryValues,
} from './driverForm';
import { driverRule } from './driverRule';

const t = pl.drivers.history;

/**
 * 'Identyfikator' (spec 3 §2.2, §4): the driver's identifier history, one entry per period an
 * identifier was his, each with its active flag. A new entry is added only once the last one
 * has its identifier and from-date; it starts active with a time-based code. Entries are
 * removed by their code.
 */
export function DriverHistoryTab({ details, onEdited }: { details: DriverDetailsAnswer; onEdited: () => void }) {
  const form = Form.useFormInstance<DriverFormValues>();
  const entries = (Form.useWatch('driver_history', { form, preserve: true }) ?? []) as HistoryEntryValues[];
  const options = details.driver_ids.map((o) => ({ value: o.value, label: o.text }));
  const set = (list: HistoryEntryValues[]) => {
    form.setFieldValue('driver_history', list);
    onEdited();
  };
  const current = () => (form.getFieldValue('driver_history') ?? []) as HistoryEntryValues[];

  return (
    <div className="driver-history" data-testid="driver-history">
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <div className="driver-history-head">
        <span>{t.identifier}</span>
        <span>{t.from}</span>
        <span>{t.to}</span>
        <span>{t.active}</span>
        <span />
      </div>
      <Form.List name="driver_history">
        {(fields) =>
          fields.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
          ) : (
            fields.map((field) => {
              const entry = entries[field.name];
              const removed = entry && entry.identification_id === null && entry.identification_no;
              return (
                <div className="driver-history-row" key={field.key} data-testid="driver-history-row">
                  <Form.Item
                    name={[field.name, 'identification_id']}
                    rules={[driverRule(['driver_history', field.name, 'identification_id'])]}
                  >
                    <Select
                      options={options}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={removed ? t.removedCard(entry.identification_no) : t.pick}
                      data-testid="driver-history-identifier"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'from_date']}
                    rules={[driverRule(['driver_history', field.name, 'from_date'])]}
                  >
                    <DateTimeInput testId="driver-history-from" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'to_date']}
                    dependencies={[['driver_history', field.name, 'from_date']]}
                    rules={[driverRule(['driver_history', field.name, 'to_date'])]}
                  >
                    <DateTimeInput testId="driver-history-to" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'active']} valuePropName="checked">
                    <Checkbox data-testid="driver-history-active" />
                  </Form.Item>
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t.remove}
                    title={t.remove}
                    onClick={() => entry && set(withoutHistoryEntry(current(), entry.code))}
                    data-testid="driver-history-remove"
                  />
                </div>
              );
            })
          )
        }
      </Form.List>
      <Button
        icon={<PlusOutlined />}
        disabled={!canAddHistoryEntry(entries)}
        onClick={() => set([...current(), newHistoryEntry(current(), Date.now())])}
        data-testid="driver-history-add"
      >
        {t.add}
      </Button>
    </div>
  );
}
