import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { decimal, FUEL_MSG } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DateTimeInput } from '../../kit/records/DateTimeInput';
import { toastError } from '../../kit/ui/toasts';
import { NumberField } from '../../kit/ui/NumberInput';
import { saveLoss, type JoinedLossRow } from './api';
import { runFuelChange } from './fuelChange';
import { dotted, INVOICE_RULES } from './fuelModel';

const t = pl.fuel;
const f = t.field;

interface LossFormValues {
  loss_date: string | null;
  loss_value: string;
  loss_notice: string;
}

interface LossDialogProps {
  vid: number;
  /** The GPS loss being accepted (its joined row: with its acceptance when it has one). */
  loss: JoinedLossRow | null;
  onClose(): void;
  onSaved(): void;
}

const rule = (check: (v: unknown) => string | null) => ({
  validator: (_: unknown, v: unknown) => {
    const message = check(v);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/**
 * Accepting a GPS fuel loss with a description (spec 3 §2.8, §3.8): litres with 1 decimal,
 * the acceptance's date and the text. Saving again changes the acceptance.
 */
export function LossDialog({ vid, loss, onClose, onSaved }: LossDialogProps) {
  const [form] = Form.useForm<LossFormValues>();
  useEffect(() => {
    if (!loss) return;
    form.resetFields();
    form.setFieldsValue({
      loss_date: loss.loss_date ?? loss.event_from_date,
      loss_value: String(loss.loss_value ?? loss.event_value).replace('.', ','),
      loss_notice: loss.loss_notice ?? '',
    });
  }, [loss, form]);

  const submit = async () => {
    if (!loss) return;
    let v: LossFormValues;
    try {
      v = await form.validateFields();
    } catch {
      toastError(pl.records.invalid);
      return;
    }
    const done = await runFuelChange(
      { loading: t.accepting, cancelled: t.cancelledAccept, done: t.accepted },
      (signal) =>
        saveLoss(
          {
            vid,
            lid: loss.lid ?? 0,
            event_from_date: loss.event_from_date,
            loss_date: v.loss_date ?? '',
            loss_value: dotted(v.loss_value),
            loss_notice: (v.loss_notice ?? '').trim(),
          },
          signal,
        ),
      form,
    );
    if (done) onSaved();
  };

  return (
    <Modal
      open={loss !== null}
      title={t.acceptTitle}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'fuel-loss-save' } as Record<string, string>) }}
    >
      {loss && (
        <Typography.Paragraph type="secondary" data-testid="fuel-loss-info">
          {t.gpsLossInfo(loss.event_from_date, decimal(loss.event_value, 1))}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" data-testid="fuel-loss-form" preserve={false}>
        <Form.Item name="loss_date" label={f.loss_date}>
          <DateTimeInput testId="fuel-loss-date" />
        </Form.Item>
        {/* The kit's number input (issue 27): spec 3 §3.8 loss litres, 1 decimal. */}
        <NumberField
          name="loss_value"
          label={f.loss_value}
          required
          rules={[rule(INVOICE_RULES.loss_value)]}
          message={FUEL_MSG.lossLitres}
          decimals={1}
          min={0}
          data-testid="fuel-loss-value"
        />
        <Form.Item name="loss_notice" label={f.loss_notice} rules={[rule(INVOICE_RULES.loss_notice)]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="fuel-loss-notice" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
