import { Checkbox, Form, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import type { DriverFormValues } from './driverForm';

/** 'Status pracy' (spec 3 §3.3): the work statuses with their active flags. */
export function DriverWorkTab() {
  const form = Form.useFormInstance<DriverFormValues>();
  const statuses = (Form.useWatch('work_statuses', { form, preserve: true }) ??
    []) as DriverFormValues['work_statuses'];
  return (
    <div data-testid="driver-work">
      <Typography.Paragraph type="secondary">{pl.drivers.work.hint}</Typography.Paragraph>
      <Form.List name="work_statuses">
        {(fields) => (
          <div className="driver-work-list">
            {fields.map((field) => (
              <Form.Item key={field.key} name={[field.name, 'active']} valuePropName="checked" noStyle>
                <Checkbox data-testid="driver-work-status">{statuses[field.name]?.name}</Checkbox>
              </Form.Item>
            ))}
          </div>
        )}
      </Form.List>
    </div>
  );
}
