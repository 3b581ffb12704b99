import { Col, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import type { ReminderDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { reminderRule, type ReminderFormValues } from './reminderForm';

const t = pl.reminders;
const f = t.fields;

/**
 * 'Ogólne' (spec 3 §3.7): the name, what it concerns (a vehicle or a driver), the vehicle or
 * the driver, and the type (the types of the chosen target; changing the target clears it).
 */
export function ReminderGeneralTab(props: { details: ReminderDetailsAnswer; form: FormInstance<ReminderFormValues> }) {
  const { details, form } = props;
  const target = Form.useWatch('remind_target_id', form) ?? 1;
  const options = (list: readonly { value: number; text: string }[]) =>
    list.map((o) => ({ value: o.value, label: o.text }));
  const types = details.remind_types.filter((o) => o.target === target);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form.Item name="name" label={f.name} required rules={[reminderRule('name')]}>
          <Input maxLength={100} data-testid="reminder-name" />
        </Form.Item>
        <Form.Item name="remind_target_id" label={f.remind_target_id}>
          <Radio.Group
            options={options(details.remind_targets)}
            optionType="button"
            onChange={(e) => {
              // The type list is the target's: a type of the other target is cleared.
              const type = details.remind_types.find((o) => o.value === form.getFieldValue('remind_type_id'));
              if (type && type.target !== e.target.value) form.setFieldValue('remind_type_id', null);
              if (e.target.value === 2) form.setFieldValue('remind_work_condition_exist', false);
            }}
            data-testid="reminder-target"
          />
        </Form.Item>
        <Form.Item
          name="vehicle_code"
          label={f.vehicle_code}
          required
          hidden={target !== 1}
          dependencies={['remind_target_id']}
          rules={[reminderRule('vehicle_code')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options(details.vehicles)}
            placeholder={t.pickVehicle}
            data-testid="reminder-vehicle"
          />
        </Form.Item>
        <Form.Item
          name="driver_code"
          label={f.driver_code}
          required
          hidden={target !== 2}
          dependencies={['remind_target_id']}
          rules={[reminderRule('driver_code')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options(details.drivers)}
            placeholder={t.pickDriver}
            data-testid="reminder-driver"
          />
        </Form.Item>
        <Form.Item
          name="remind_type_id"
          label={f.remind_type_id}
          required
          dependencies={['remind_target_id']}
          rules={[reminderRule('remind_type_id')]}
        >
          <Select options={options(types)} placeholder={t.pickType} data-testid="reminder-type" />
        </Form.Item>
      </Col>
    </Row>
  );
}
