import { Button, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';

interface Props {
  busy: boolean;
  /** Sends the code; false when it was refused (the field is cleared for the next one). */
  onSubmit(code: string): Promise<boolean>;
  onBack(): void;
}

const SIX_DIGITS = /^\s*(\d\s*){6}$/;

/** The second sign-in step (issue 28 §2): the 6-digit code of the user's authenticator app. */
export function TotpStepForm({ busy, onSubmit, onBack }: Props) {
  const [form] = Form.useForm<{ code: string }>();

  async function submit(values: { code: string }) {
    if (!(await onSubmit(values.code.replace(/\s+/g, '')))) form.setFieldValue('code', '');
  }

  return (
    <Form<{ code: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ code: '' }}
      onFinish={submit}
      disabled={busy}
      data-testid="login-totp-form"
    >
      <Form.Item
        name="code"
        label={pl.login.totpCode}
        extra={pl.login.totpHint}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: pl.login.required },
          { pattern: SIX_DIGITS, message: pl.login.totpFormat },
        ]}
      >
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
          data-testid="login-totp-code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-totp-submit">
        {pl.login.totpSubmit}
      </Button>
      <Button type="link" block onClick={onBack} data-testid="login-totp-back">
        {pl.login.totpBack}
      </Button>
    </Form>
  );
}
