import { Col, Form, Input, Row } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { userRule } from './fieldRule';

const f = pl.users.fields;

/** 'Mobile/WWW': the second login and its password; the repeat is enabled only with a password. */
export function UserWwwTab() {
  const password = Form.useWatch<string | undefined>('www_password');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="www_login" label={f.www_login} dependencies={['www_password']} rules={[userRule('www_login')]}>
          <Input autoComplete="off" maxLength={64} data-testid="user-www-login" />
        </Form.Item>
        <Form.Item name="www_password" label={f.www_password} rules={[userRule('www_password')]}>
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="user-www-password" />
        </Form.Item>
        <Form.Item
          name="www_password2"
          label={f.www_password2}
          dependencies={['www_password']}
          rules={[userRule('www_password2')]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={128}
            disabled={!password || undefined}
            data-testid="user-www-password2"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
