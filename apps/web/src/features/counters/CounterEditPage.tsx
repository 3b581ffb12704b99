import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Col, Form, Input, Row, Select, Typography, type FormRule } from 'antd';
import { counterSaveBody, fieldErrors, type CounterDetailsAnswer, type CounterRecord } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { deleteCounter, loadCounterDetails, saveCounter } from './api';
import { DateTimeInput } from '../../kit/records/DateTimeInput';

const t = pl.rail.counters;
const f = t.fields;
const LIST = '/counters';

/** The domain's save rule for one field: the same words as the server. */
const rule =
  (name: keyof CounterRecord): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const r = counterSaveBody.safeParse(getFieldsValue(true));
      const message = r.success ? undefined : fieldErrors(r.error)[name];
      if (message) throw new Error(message);
    },
  });

/**
 * /counters/:id (spec 3 §2.13): 'Edytuj licznik' (with the number as subtitle) or 'Dodaj licznik';
 * tabs 'Ogólne' and 'Opisy'; 'Cofnij zmiany', 'Zapisz', 'Usuń' with the spec's confirmation.
 */
export function CounterEditPage() {
  const id = useParams().id ?? 'new';
  const save = useCallback((v: CounterRecord) => saveCounter(v), []);
  const remove = useCallback((d: CounterDetailsAnswer) => deleteCounter(d.counter.cid), []);
  const editor = useRecordEditor<CounterDetailsAnswer, CounterRecord>({
    id,
    listPath: LIST,
    load: loadCounterDetails,
    toValues: (d) => ({ ...d.counter }),
    save,
    remove,
    deleteText: (d) => t.deleteText(d.counter.number),
    loadingText: t.loading,
    savingText: t.saving,
    deletingText: t.deleting,
  });
  const d = editor.details;

  const tabs = useMemo(() => {
    if (!d) return [];
    const statuses = d.counter_statuses.map((s) => ({ value: s.value, label: s.text }));
    const text = (name: keyof CounterRecord, max: number, testId: string, required = false) => (
      <Form.Item name={name} label={f[name as keyof typeof f]} required={required} rules={[rule(name)]}>
        <Input maxLength={max} data-testid={testId} />
      </Form.Item>
    );
    return [
      {
        key: 'general',
        label: t.tabs.general,
        children: (
          <Row gutter={24} style={{ maxWidth: 820 }}>
            <Col xs={24} md={12}>
              {text('number', 32, 'counter-number', true)}
              {text('manufacturer', 64, 'counter-manufacturer')}
              {text('model', 64, 'counter-model')}
              {text('soft_version', 32, 'counter-soft')}
            </Col>
            <Col xs={24} md={12}>
              {text('gsm_number', 20, 'counter-gsm')}
              {/* The counter's form keeps an empty date as '' (the API's text), the picker gives null. */}
              <Form.Item
                name="valid_date"
                label={f.valid_date}
                rules={[rule('valid_date')]}
                normalize={(v: string | null) => v ?? ''}
              >
                <DateTimeInput testId="counter-valid-date" />
              </Form.Item>
              <Form.Item name="active_status_id" label={f.active_status_id} rules={[rule('active_status_id')]}>
                <Select options={statuses} data-testid="counter-status" />
              </Form.Item>
              <Form.Item label={f.vehicles}>
                <Typography.Text type={d.vehicles.length ? undefined : 'secondary'} data-testid="counter-vehicles">
                  {d.vehicles.length ? d.vehicles.map((v) => v.reg_no).join(', ') : t.noVehicles}
                </Typography.Text>
              </Form.Item>
            </Col>
          </Row>
        ),
      },
      {
        key: 'descriptions',
        label: t.tabs.descriptions,
        children: (
          <div style={{ maxWidth: 820 }}>
            <Form.Item name="description" label={f.description} rules={[rule('description')]}>
              <Input.TextArea rows={5} maxLength={1000} showCount data-testid="counter-description" />
            </Form.Item>
            <Form.Item name="comments" label={f.comments} rules={[rule('comments')]}>
              <Input.TextArea rows={5} maxLength={1000} showCount data-testid="counter-comments" />
            </Form.Item>
          </div>
        ),
      },
    ];
  }, [d]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={LIST}
      title={d?.counter.number ? t.editTitle : t.addTitle}
      subtitle={d?.counter.number || undefined}
      tabs={tabs}
      testId="counter-edit"
    />
  );
}
