import { useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, QRCode, Space, Spin, Typography } from 'antd';
import { groupTotpSecret, type TotpBeginAnswer, type TotpStatusAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { toastSuccess } from '../../kit/ui/toasts';
import { beginTotp, confirmTotp, disableTotp, loadTotpStatus } from './api';

const t = pl.users.totp;

/** The server's refusal text, or the generic one. */
const failureText = (e: unknown) => (e instanceof ApiError && e.global) || pl.login.failedDefault;

/**
 * 'Weryfikacja dwuetapowa' (issue 28 §2): an administrator turns TOTP codes on for his own
 * account (a QR code and the key to type by hand, then a code typed back); he switches it off
 * with a current code. On another administrator's record it can only be switched off (a lost
 * phone); the secret is never shown there. The tab calls the server itself: nothing of it is
 * part of the editor's form or its save.
 */
export function UserTotpTab({ uid, login }: { uid: number; login: string }) {
  if (uid === 0) return <Typography.Paragraph type="secondary">{t.newUser}</Typography.Paragraph>;
  return <TotpPanel uid={uid} login={login} />;
}

function TotpPanel({ uid, login }: { uid: number; login: string }) {
  const status = useQuery({
    queryKey: ['users', 'totp', uid],
    queryFn: ({ signal }) => loadTotpStatus(uid, signal),
  });
  const [enrolment, setEnrolment] = useState<TotpBeginAnswer | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      if (done) toastSuccess(done);
      setCode('');
      await status.refetch();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const begin = () => run(async () => setEnrolment(await beginTotp()));
  const confirm = () =>
    run(async () => {
      await confirmTotp(code);
      setEnrolment(null);
    }, t.enabled);
  const disable = (withCode: boolean) => run(() => disableTotp(uid, withCode ? code : ''), t.disabled);

  // Enter in a code field acts on the tab, never submits the editor's form around it.
  const onEnter = (action: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    action();
  };

  const codeInput = (action: () => void) => (
    <Input
      value={code}
      onChange={(e) => setCode(e.target.value)}
      onPressEnter={onEnter(action)}
      placeholder={t.code}
      aria-label={t.code}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      style={{ width: 160 }}
      data-testid="totp-code"
    />
  );

  const s: TotpStatusAnswer | undefined = status.data;
  if (!s) return status.isError ? null : <Spin data-testid="totp-loading" />;

  return (
    <div className="user-totp" data-testid="user-totp" data-enabled={s.enabled ? '1' : '0'}>
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      <Alert
        type={s.enabled ? 'success' : 'info'}
        showIcon
        title={s.enabled ? t.on(s.confirmed_at ?? '') : s.eligible ? t.off : t.notEligible}
        data-testid="totp-status"
        className="user-totp-status"
      />
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={t.failedTitle}
          description={failure}
          className="user-totp-status"
          data-testid="totp-error"
        />
      )}

      {s.enabled && s.self && (
        <Space orientation="vertical">
          <Typography.Text>{t.disableHint}</Typography.Text>
          <Space>
            {codeInput(() => void disable(true))}
            <Button danger loading={busy} onClick={() => void disable(true)} data-testid="totp-disable">
              {t.disable}
            </Button>
          </Space>
        </Space>
      )}

      {s.enabled && !s.self && (
        <Space orientation="vertical">
          <Typography.Text type="secondary">{t.resetHint}</Typography.Text>
          <Popconfirm title={t.resetConfirm(login)} okText={t.resetOk} onConfirm={() => disable(false)}>
            <Button danger loading={busy} data-testid="totp-reset">
              {t.reset}
            </Button>
          </Popconfirm>
        </Space>
      )}

      {!s.enabled && s.eligible && !s.self && <Typography.Text type="secondary">{t.othersOff}</Typography.Text>}

      {!s.enabled && s.eligible && s.self && !enrolment && (
        <Button type="primary" loading={busy} onClick={() => void begin()} data-testid="totp-begin">
          {t.begin}
        </Button>
      )}

      {!s.enabled && s.self && enrolment && (
        <div className="user-totp-enrol" data-testid="totp-enrolment">
          <Typography.Paragraph>{t.scan}</Typography.Paragraph>
          <Space align="start" size="large" wrap>
            <QRCode value={enrolment.uri} type="svg" size={176} data-testid="totp-qr" />
            <Space orientation="vertical">
              <Typography.Text type="secondary">{t.secret}</Typography.Text>
              <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="totp-secret">
                {groupTotpSecret(enrolment.secret)}
              </Typography.Text>
              <Typography.Text>{t.codeHint}</Typography.Text>
              <Space>
                {codeInput(() => void confirm())}
                <Button type="primary" loading={busy} onClick={() => void confirm()} data-testid="totp-confirm">
                  {t.confirm}
                </Button>
                <Button onClick={() => setEnrolment(null)} disabled={busy} data-testid="totp-cancel">
                  {t.cancel}
                </Button>
              </Space>
            </Space>
          </Space>
        </div>
      )}
    </div>
  );
}
