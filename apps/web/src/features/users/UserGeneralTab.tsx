import { Col, Form, Input, Row, Select } from 'antd';
import type { UserDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { userRule } from './fieldRule';

const f = pl.users.fields;

/**
 * 'Ogólne': sign-in and personal data. The repeat field is enabled only when a password is typed
 * (spec 3 §5); an existing user's password stays as it is when the field is left empty.
 */
export function UserGeneralTab({ details, isNew }: { details: UserDetailsAnswer; isNew: boolean }) {
  const password = Form.useWatch<string | undefined>('password');
  const options = (list: { value: number; text: string }[]) => list.map((o) => ({ value: o.value, label: o.text }));
  return (
    <Row gutter={16} className="user-form-grid">
      <Col xs={24} md={12}>
        <Form.Item name="login" label={f.login} required rules={[userRule('login')]}>
          <Input autoComplete="off" maxLength={64} data-testid="user-login" />
        </Form.Item>
        <Form.Item
          name="password"
          label={f.password}
          required={isNew}
          rules={[userRule('password')]}
          extra={isNew ? undefined : f.passwordKeep}
        >
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="user-password" />
        </Form.Item>
        <Form.Item name="password2" label={f.password2} dependencies={['password']} rules={[userRule('password2')]}>
          <Input.Password
            autoComplete="new-password"
            maxLength={128}
            disabled={!password || undefined}
            data-testid="user-password2"
          />
        </Form.Item>
        <Form.Item name="user_status_id" label={f.user_status_id}>
          <Select options={options(details.user_statuses)} data-testid="user-status" />
        </Form.Item>
        <Form.Item name="user_type_id" label={f.user_type_id}>
          <Select options={options(details.user_types)} data-testid="user-type" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={f.name} required rules={[userRule('name')]}>
          <Input maxLength={100} data-testid="user-name" />
        </Form.Item>
        <Form.Item name="surname" label={f.surname} rules={[userRule('surname')]}>
          <Input maxLength={100} data-testid="user-surname" />
        </Form.Item>
        <Form.Item name="phone_no" label={f.phone_no} rules={[userRule('phone_no')]}>
          <Input maxLength={32} data-testid="user-phone" />
        </Form.Item>
        <Form.Item name="email" label={f.email} rules={[userRule('email')]}>
          <Input maxLength={200} data-testid="user-email" />
        </Form.Item>
      </Col>
    </Row>
  );
}
