import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography, type FormInstance } from 'antd';
import { LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { TOTP_MSG } from '@namiar/domain';
import { useSession } from '../../kit/session/sessionStore';
import { readLastLogins } from '../../kit/session/storageKeys';
import { BrandMark } from '../../kit/ui/BrandMark';
import { pl } from '../../kit/i18n/pl';
import { finishSignIn, signIn, type SignInResult } from './signIn';
import { TotpStepForm } from './TotpStepForm';

interface LoginFields {
  clogin: string;
  ulogin: string;
  password: string;
}

const requiredRule = [{ required: true, whitespace: true, message: pl.login.required }];

/** Once a field shows its message (on blur), typing re-checks it so the message goes away. */
function recheckIfInvalid(form: FormInstance<LoginFields>, name: keyof LoginFields) {
  if (form.getFieldError(name).length > 0) void form.validateFields([name]).catch(() => undefined);
}

/** Sign-in screen (spec 1 §2.3, §5). */
export function LoginPage() {
  const [form] = Form.useForm<LoginFields>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The account whose password was right and whose second step (the code) is asked (issue 28 §2). */
  const [secondStep, setSecondStep] = useState<{ clogin: string; ulogin: string } | null>(null);
  const last = readLastLogins(localStorage);

  function enter(result: SignInResult & { kind: 'ok' | 'alreadySignedIn' }, clogin: string, ulogin: string) {
    if (result.kind === 'ok') useSession.getState().signIn(clogin, ulogin, result.permissions);
    navigate('/monit', { replace: true });
  }

  async function submit(values: LoginFields) {
    const clogin = values.clogin.trim();
    const ulogin = values.ulogin.trim();
    setBusy(true);
    setFailure(null);
    const result = await signIn(clogin, ulogin, values.password, useSession.getState().permissions !== null);
    setBusy(false);
    if (result.kind === 'failed') {
      setFailure(result.text);
      form.setFieldValue('password', '');
      return;
    }
    if (result.kind === 'secondStep') {
      setSecondStep({ clogin, ulogin });
      return;
    }
    enter(result, clogin, ulogin);
  }

  async function submitCode(code: string): Promise<boolean> {
    if (!secondStep) return false;
    setBusy(true);
    setFailure(null);
    const result = await finishSignIn(code);
    setBusy(false);
    if (result.kind === 'ok' || result.kind === 'alreadySignedIn') {
      enter(result, secondStep.clogin, secondStep.ulogin);
      return true;
    }
    setFailure(result.kind === 'failed' ? result.text : pl.login.failedDefault);
    // Only a wrong code may be typed again; an expired or locked step needs the password again.
    if (result.kind !== 'failed' || result.text !== TOTP_MSG.badCode) backToPassword();
    return false;
  }

  function backToPassword() {
    setSecondStep(null);
    form.setFieldValue('password', '');
  }

  const field = (name: keyof LoginFields) => ({
    name,
    rules: requiredRule,
    validateTrigger: 'onBlur',
  });

  return (
    <div className="login-screen">
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <BrandMark size={48} />
          <div>
            <Typography.Title level={2} className="login-product">
              {pl.product.name}
            </Typography.Title>
            <Typography.Text type="secondary">{pl.product.tagline}</Typography.Text>
          </div>
        </div>
        <Typography.Title level={4} className="login-title">
          {secondStep ? pl.login.totpTitle : pl.login.title}
        </Typography.Title>
        {failure !== null && (
          <Alert
            type="error"
            showIcon
            title={pl.login.failedTitle}
            description={failure}
            className="login-alert"
            data-testid="login-error"
          />
        )}
        {secondStep && (
          <TotpStepForm
            busy={busy}
            onSubmit={submitCode}
            onBack={() => {
              setFailure(null);
              backToPassword();
            }}
          />
        )}
        <Form<LoginFields>
          hidden={secondStep !== null}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ clogin: last.clogin, ulogin: last.ulogin, password: '' }}
          onFinish={submit}
          disabled={busy}
          data-testid="login-form"
        >
          <Form.Item label={pl.login.clogin} {...field('clogin')}>
            <Input
              prefix={<ShopOutlined />}
              autoComplete="organization"
              autoFocus={!last.clogin}
              onChange={() => recheckIfInvalid(form, 'clogin')}
              data-testid="login-clogin"
            />
          </Form.Item>
          <Form.Item label={pl.login.ulogin} {...field('ulogin')}>
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              onChange={() => recheckIfInvalid(form, 'ulogin')}
              data-testid="login-ulogin"
            />
          </Form.Item>
          <Form.Item label={pl.login.password} {...field('password')}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus={!!last.clogin && !!last.ulogin}
              onChange={() => recheckIfInvalid(form, 'password')}
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
            {pl.login.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
