import { Button, Checkbox, Col, Divider, Form, Row, Select, Typography, type FormInstance } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { REMIND_TIMES, REMIND_WORKS, REMINDER_MSG, REMINDER_NUMBER_RULES } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { DateTimeInput } from '../../kit/records/DateTimeInput';
import { NumberField } from '../../kit/ui/NumberInput';
import { loadReminderCounters } from './api';
import { reminderRule, type ReminderFormValues } from './reminderForm';

const t = pl.reminders;
const f = t.fields;
const options = (list: readonly { value: number; text: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.text }));

/**
 * 'Parametry przypomnienia' (spec 3 §3.7): the last state's date and the vehicle's counters then
 * ('Pobierz liczniki' reads them from the vehicle's records under 'Pobieram liczniki dla
 * pojazdu...'), the time condition (every N days, months or years, reminding some days
 * before) and the work condition (every N km or engine hours, reminding some before). A
 * condition's fields are enabled only with its checkbox (spec 3 §5).
 */
export function ReminderParamsTab(props: { form: FormInstance<ReminderFormValues>; ready: boolean }) {
  const { form } = props;
  const target = Form.useWatch('remind_target_id', form) ?? 1;
  const vehicle = Form.useWatch('vehicle_code', form);
  const date = Form.useWatch('last_state_date', form);
  const timeOn = Form.useWatch('remind_time_condition_exist', form) ?? false;
  const workOn = Form.useWatch('remind_work_condition_exist', form) ?? false;
  const isVehicle = target === 1;

  const fetchCounters = async () => {
    if (!vehicle || !date) return;
    try {
      const { counters } = await withLoader(t.loadingCounters, () => loadReminderCounters(vehicle, date));
      if (counters.km === null && counters.mth === null) return toastInfo(t.countersNone);
      form.setFieldsValue({ last_km_counter: counters.km, last_mth_counter: counters.mth });
      void form.validateFields(['last_km_counter', 'last_mth_counter']).catch(() => undefined);
    } catch {
      // A refusal is not shown (spec 3 §8: counters responses with err show no message).
    }
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{f.last_state_date}</Divider>
        <Form.Item name="last_state_date" label={f.last_state_date} required rules={[reminderRule('last_state_date')]}>
          <DateTimeInput testId="reminder-last-state-date" />
        </Form.Item>
        {isVehicle && (
          <>
            <Typography.Paragraph type="secondary">{t.countersHint}</Typography.Paragraph>
            <Row gutter={12} align="bottom">
              <Col span={9}>
                <NumberField
                  name="last_km_counter"
                  label={f.last_km_counter}
                  dependencies={['remind_work_condition_exist', 'remind_work_condition_id']}
                  rules={[reminderRule('last_km_counter')]}
                  {...REMINDER_NUMBER_RULES.last_km_counter}
                  message={REMINDER_MSG.counter}
                  suffix="km"
                  data-testid="reminder-km"
                />
              </Col>
              <Col span={9}>
                <NumberField
                  name="last_mth_counter"
                  label={f.last_mth_counter}
                  dependencies={['remind_work_condition_exist', 'remind_work_condition_id']}
                  rules={[reminderRule('last_mth_counter')]}
                  {...REMINDER_NUMBER_RULES.last_mth_counter}
                  message={REMINDER_MSG.counter}
                  suffix="mth"
                  data-testid="reminder-mth"
                />
              </Col>
              <Col span={6}>
                <Form.Item>
                  <Button
                    icon={<DashboardOutlined />}
                    disabled={!props.ready || !vehicle || !date}
                    onClick={() => void fetchCounters()}
                    data-testid="reminder-get-counters"
                  >
                    {t.getCounters}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{t.tabs.params}</Divider>
        <Form.Item
          name="remind_time_condition_exist"
          valuePropName="checked"
          dependencies={['remind_work_condition_exist']}
          rules={[reminderRule('remind_time_condition_exist')]}
        >
          <Checkbox data-testid="reminder-time-on">{f.remind_time_condition_exist}</Checkbox>
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <NumberField
              name="remind_time_condition_value"
              label={f.remind_time_condition_value}
              dependencies={['remind_time_condition_exist']}
              rules={[reminderRule('remind_time_condition_value')]}
              {...REMINDER_NUMBER_RULES.remind_time_condition_value}
              message={REMINDER_MSG.timeValue}
              disabled={!timeOn}
              data-testid="reminder-time-value"
            />
          </Col>
          <Col span={8}>
            <Form.Item name="remind_time_condition_id" label={f.remind_time_condition_id}>
              <Select options={options(REMIND_TIMES)} disabled={!timeOn} data-testid="reminder-time-unit" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <NumberField
              name="rtc_prev_value"
              label={f.rtc_prev_value}
              rules={[reminderRule('rtc_prev_value')]}
              {...REMINDER_NUMBER_RULES.rtc_prev_value}
              message={REMINDER_MSG.timePrev}
              disabled={!timeOn}
              data-testid="reminder-time-prev"
            />
          </Col>
        </Row>
        <Form.Item
          name="remind_work_condition_exist"
          valuePropName="checked"
          dependencies={['remind_target_id']}
          rules={[reminderRule('remind_work_condition_exist')]}
          extra={isVehicle ? undefined : t.driverHint}
        >
          <Checkbox disabled={!isVehicle} data-testid="reminder-work-on">
            {f.remind_work_condition_exist}
          </Checkbox>
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <NumberField
              name="remind_work_condition_value"
              label={f.remind_work_condition_value}
              dependencies={['remind_work_condition_exist']}
              rules={[reminderRule('remind_work_condition_value')]}
              {...REMINDER_NUMBER_RULES.remind_work_condition_value}
              message={REMINDER_MSG.workValue}
              disabled={!workOn || !isVehicle}
              data-testid="reminder-work-value"
            />
          </Col>
          <Col span={8}>
            <Form.Item name="remind_work_condition_id" label={f.remind_work_condition_id}>
              <Select
                options={options(REMIND_WORKS)}
                disabled={!workOn || !isVehicle}
                data-testid="reminder-work-unit"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <NumberField
              name="remind_work_condition_prev_value"
              label={f.remind_work_condition_prev_value}
              dependencies={['remind_work_condition_value']}
              rules={[reminderRule('remind_work_condition_prev_value')]}
              {...REMINDER_NUMBER_RULES.remind_work_condition_prev_value}
              message={REMINDER_MSG.workPrev}
              disabled={!workOn || !isVehicle}
              data-testid="reminder-work-prev"
            />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
