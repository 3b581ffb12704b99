import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { INSPECTION_NUMBER_RULES } from '@namiar/domain';
import dayjs from 'dayjs';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { toastError } from '../../kit/ui/toasts';
import { NumberField } from '../../kit/ui/NumberInput';
import { deleteInspection, loadCounters, loadInspectionDetails, saveInspection, type InspectionDetails } from './api';
import { DateTimeInput } from '../../kit/records/DateTimeInput';
import { daysTo, reminderOf, toFormValues, toSaveBody, type InspectionFormValues } from './inspectionForm';

const t = pl.inspections;
const f = t.fields;
const r = t.rules;
const req = (message: string) => ({ required: true, message });

/**
 * /inspections/{type}/id/{id}/{done} (spec 3 §2.9): 'Dodawanie nowego przeglądu' or 'Edycja
 * przeglądu' with the tabs General, Reminder data and Description.
 */
export function InspectionEditPage() {
  const params = useParams();
  const type = params.type === 'ew' ? 'ew' : 'ep';
  const id = params.id ?? 'new';
  const listPath = `/inspections/${type}`;
  const load = useCallback((i: string, signal: AbortSignal) => loadInspectionDetails(type, i, signal), [type]);
  const save = useCallback((v: InspectionFormValues) => saveInspection(toSaveBody(type, v)), [type]);
  const editor = useRecordEditor<InspectionDetails, InspectionFormValues>({
    id,
    listPath,
    load,
    toValues: toFormValues,
    save,
    remove: (d) => deleteInspection(type, d.inspection.iid),
    deleteText: () => t.deleteConfirm,
    savingText: t.saving,
  });
  const d = editor.details;
  const form = editor.form;

  const readCounters = useCallback(async () => {
    const v = form.getFieldsValue(true);
    if (!v.vehicle_code || !v.inspection_date) return;
    try {
      const c = (await loadCounters(type, v.vehicle_code, v.inspection_date)).counters;
      form.setFieldsValue({ last_km_counter: c.ckm, last_mth_counter: c.cmth });
      editor.onValuesChange();
    } catch {
      toastError(pl.records.invalid);
    }
  }, [form, type, editor]);

  const tabs = useMemo(() => {
    if (!d) return [];
    const opts = (l: readonly { value: number; text: string }[]) => l.map((o) => ({ value: o.value, label: o.text }));
    return [
      {
        key: 'general',
        label: t.tabs.general,
        children: (
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Form.Item name="vehicle_code" label={f.vehicle_code} rules={[req(r.vehicle)]}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={d.vehicles.map((v) => ({ value: v.vid, label: v.reg_no }))}
                  data-testid="inspection-vehicle"
                />
              </Form.Item>
              <Form.Item name="inspection_level_type_id" label={f.inspection_level_type_id} rules={[req(r.level)]}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={d.inspection_levels.map((l) => ({ value: l.inspection_level_type_id, label: l.name }))}
                  data-testid="inspection-level"
                />
              </Form.Item>
              <Form.Item
                name="custom_name"
                label={f.custom_name}
                required
                rules={[req(r.name), { max: 10, message: r.nameMax }]}
              >
                <Input maxLength={10} data-testid="inspection-name" />
              </Form.Item>
              <Form.Item name="inspection_date" label={f.inspection_date} rules={[req(r.date)]}>
                <DateTimeInput testId="inspection-date" />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <NumberField
                name="last_km_counter"
                label={f.last_km_counter}
                {...INSPECTION_NUMBER_RULES.last_km_counter}
                style={{ width: '100%' }}
                data-testid="inspection-last_km_counter"
              />
              <NumberField
                name="last_mth_counter"
                label={f.last_mth_counter}
                {...INSPECTION_NUMBER_RULES.last_mth_counter}
                style={{ width: '100%' }}
                data-testid="inspection-last_mth_counter"
              />
              <Button onClick={readCounters} data-testid="inspection-read-counters">
                {f.readCounters}
              </Button>
            </Col>
          </Row>
        ),
      },
      {
        key: 'reminder',
        label: t.tabs.reminder,
        children: (
          <Row gutter={24}>
            <Col xs={24} lg={8}>
              <Form.Item name="remind_time_condition_exist" valuePropName="checked">
                <Checkbox data-testid="inspection-time-exist">{f.remind_time_condition_exist}</Checkbox>
              </Form.Item>
              <NumberField
                name="remind_time_condition_value"
                label={f.remind_time_condition_value}
                {...INSPECTION_NUMBER_RULES.remind_time_condition_value}
                style={{ width: '100%' }}
                data-testid="inspection-time-value"
              />
              <Form.Item name="remind_time_condition_id" label={f.remind_time_condition_id}>
                <Select options={opts(d.remind_time_conditions)} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const due = reminderOf(form.getFieldsValue(true));
                  return (
                    <Form.Item label={f.reminderDate}>
                      <DatePicker
                        value={due ? dayjs(due) : null}
                        format="YYYY-MM-DD"
                        style={{ width: '100%' }}
                        onChange={(v) => {
                          const days = v ? daysTo(form.getFieldValue('inspection_date'), v.format('YYYY-MM-DD')) : null;
                          if (days !== null) {
                            form.setFieldsValue({ remind_time_condition_value: days, remind_time_condition_id: 1 });
                            editor.onValuesChange();
                          }
                        }}
                      />
                    </Form.Item>
                  );
                }}
              </Form.Item>
              <NumberField
                name="rtc_prev_value"
                label={f.rtc_prev_value}
                {...INSPECTION_NUMBER_RULES.rtc_prev_value}
                style={{ width: '100%' }}
                data-testid="inspection-rtc_prev_value"
              />
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name="rdc_exist" valuePropName="checked">
                <Checkbox data-testid="inspection-km-exist">{f.rdc_exist}</Checkbox>
              </Form.Item>
              <NumberField
                name="rdc_value"
                label={f.rdc_value}
                {...INSPECTION_NUMBER_RULES.rdc_value}
                style={{ width: '100%' }}
                data-testid="inspection-km-value"
              />
              <NumberField
                name="rdc_prev_value"
                label={f.rdc_prev_value}
                {...INSPECTION_NUMBER_RULES.rdc_prev_value}
                style={{ width: '100%' }}
                data-testid="inspection-rdc_prev_value"
              />
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name="remind_mth_condition_exist" valuePropName="checked">
                <Checkbox>{f.remind_mth_condition_exist}</Checkbox>
              </Form.Item>
              <NumberField
                name="remind_mth_condition_value"
                label={f.remind_mth_condition_value}
                {...INSPECTION_NUMBER_RULES.remind_mth_condition_value}
                style={{ width: '100%' }}
                data-testid="inspection-remind_mth_condition_value"
              />
              <NumberField
                name="rmc_prev_value"
                label={f.rmc_prev_value}
                {...INSPECTION_NUMBER_RULES.rmc_prev_value}
                style={{ width: '100%' }}
                data-testid="inspection-rmc_prev_value"
              />
            </Col>
          </Row>
        ),
      },
      {
        key: 'description',
        label: t.tabs.description,
        children: (
          <Form.Item
            name="description"
            label={f.description}
            rules={[
              {
                validator: (_, v: string) =>
                  !v || (v.trim().length >= 2 && v.trim().length <= 100)
                    ? Promise.resolve()
                    : Promise.reject(new Error(r.description)),
              },
            ]}
          >
            <Input.TextArea rows={4} maxLength={100} data-testid="inspection-description" />
          </Form.Item>
        ),
      },
    ];
  }, [d, form, editor, readCounters]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={listPath}
      title={editor.isNew ? t.addTitle : t.editTitle}
      subtitle={d && !editor.isNew ? `${d.inspection.name ?? ''} ${d.inspection.custom_name ?? ''}` : undefined}
      tabs={tabs}
      testId="inspection-edit"
    />
  );
}
