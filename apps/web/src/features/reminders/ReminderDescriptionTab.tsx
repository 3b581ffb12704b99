import { Form, Input } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { reminderRule } from './reminderForm';

/** 'Opis' (spec 3 §3.7, §5: 2 to 100 characters). */
export function ReminderDescriptionTab() {
  return (
    <Form.Item name="description" label={pl.reminders.fields.description} rules={[reminderRule('description')]}>
      <Input.TextArea rows={4} maxLength={100} showCount data-testid="reminder-description" />
    </Form.Item>
  );
}
