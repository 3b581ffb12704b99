import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { fleetConfirmed, type ClearConfirmation } from './ctablesModel';

const c = pl.ctables.confirm;
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

export interface CtablesConfirmProps {
  /** What the clear is about to do; null: no confirmation open. */
  confirmation: ClearConfirmation | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The confirmation of 'Wyczyść dla pojazdów' (issue 27 §3): the vehicles, the start and what is
 * removed or kept, in words; for the whole fleet a second, stronger step where the number of
 * vehicles has to be typed before the task can start. Mounted afresh for each clear (key).
 */
export function CtablesConfirm({ confirmation, onConfirm, onCancel }: CtablesConfirmProps) {
  const [step, setStep] = useState<'scope' | 'fleet'>('scope');
  const [typed, setTyped] = useState('');
  if (!confirmation) return null;
  const fleet = confirmation.wholeFleet;
  const typedOk = fleetConfirmed(typed, confirmation.count);

  if (step === 'fleet') {
    return (
      <Modal
        open
        title={c.fleetTitle}
        okText={c.fleetOk}
        cancelText={c.cancel}
        okButtonProps={{ danger: true, disabled: !typedOk, ...testId('ctables-fleet-ok') }}
        cancelButtonProps={testId('ctables-fleet-cancel')}
        onOk={() => typedOk && onConfirm()}
        onCancel={onCancel}
        maskClosable={false}
        rootClassName="ctables-confirm"
      >
        <div data-testid="ctables-fleet-confirm">
          <Alert type="error" showIcon title={confirmation.question} />
          <Typography.Paragraph className="ctables-confirm-text">
            {c.fleetText(confirmation.count)}
          </Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Form.Item
              label={c.fleetLabel}
              validateStatus={typed.trim() !== '' && !typedOk ? 'error' : undefined}
              help={typed.trim() !== '' && !typedOk ? c.fleetMismatch(confirmation.count) : undefined}
            >
              <Input
                autoFocus
                inputMode="numeric"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onPressEnter={() => typedOk && onConfirm()}
                data-testid="ctables-fleet-count"
              />
            </Form.Item>
          </Form>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={c.title}
      okText={fleet ? c.next : c.ok}
      cancelText={c.cancel}
      okButtonProps={{ danger: true, ...testId('ctables-confirm-ok') }}
      cancelButtonProps={testId('ctables-confirm-cancel')}
      onOk={() => (fleet ? setStep('fleet') : onConfirm())}
      onCancel={onCancel}
      maskClosable={false}
      rootClassName="ctables-confirm"
    >
      <div data-testid="ctables-confirm">
        <Typography.Paragraph strong data-testid="ctables-confirm-question">
          {confirmation.question}
        </Typography.Paragraph>
        {confirmation.vehicles && (
          <Typography.Paragraph data-testid="ctables-confirm-vehicles">{confirmation.vehicles}</Typography.Paragraph>
        )}
        <Typography.Paragraph type="danger" data-testid="ctables-confirm-removed">
          {confirmation.removed}
        </Typography.Paragraph>
        <Typography.Paragraph data-testid="ctables-confirm-kept">{confirmation.kept}</Typography.Paragraph>
        {confirmation.warnings.map((w) => (
          <Typography.Paragraph key={w} type="secondary" className="ctables-confirm-note">
            {w}
          </Typography.Paragraph>
        ))}
      </div>
    </Modal>
  );
}
