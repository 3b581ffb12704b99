import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { decimal, FUEL_MSG } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DateTimeInput } from '../../kit/records/DateTimeInput';
import { toastError } from '../../kit/ui/toasts';
import { NumberField } from '../../kit/ui/NumberInput';
import { saveInvoice, type GpsFuelRow, type InvoiceRow } from './api';
import { runFuelChange } from './fuelChange';
import { dotted, INVOICE_RULES, invoiceFormValues, pairableTanks, type InvoiceFormValues } from './fuelModel';

const t = pl.fuel;
const f = t.field;

/** What the dialog edits: a new invoice (for a refuelling, 'paired'), or an invoice of the list. */
export interface InvoiceEdit {
  invoice: InvoiceRow | null;
  tank: GpsFuelRow | null;
}

interface InvoiceDialogProps {
  vid: number;
  edit: InvoiceEdit | null;
  tanks: readonly GpsFuelRow[];
  /** The vehicle's invoices of the range: the refuellings they are paired to are not offered. */
  invoices: readonly InvoiceRow[];
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
 * The invoice form of spec 3 §2.7 (states none / new / paired): date, number, litres, cost,
 * odometer and the GPS refuelling it belongs to. Checked before sending (spec 3 §5: 'Uzupełnij
 * poprawnie dane', nothing sent); the server's field messages land next to the fields.
 */
export function InvoiceDialog({ vid, edit, tanks, invoices, onClose, onSaved }: InvoiceDialogProps) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const offered = useMemo(() => pairableTanks(tanks, invoices, edit?.invoice ?? null), [tanks, invoices, edit]);
  // A new invoice started from a refuelling another invoice already has: not paired, and said so.
  const [tankTaken, setTankTaken] = useState(false);
  useEffect(() => {
    if (!edit) return;
    const values = invoiceFormValues(edit.invoice, edit.tank);
    const taken =
      !edit.invoice && values.event_from_date !== null && !offered.some((x) => x.from_date === values.event_from_date);
    setTankTaken(taken);
    form.resetFields();
    form.setFieldsValue(taken ? { ...values, event_from_date: null } : values);
  }, [edit, form, offered]);

  const submit = async () => {
    let v: InvoiceFormValues;
    try {
      v = await form.validateFields();
    } catch {
      toastError(pl.records.invalid);
      return;
    }
    const done = await runFuelChange(
      { loading: t.savingInvoice, cancelled: t.cancelledSaveInvoice, done: t.savedInvoice },
      (signal) =>
        saveInvoice(
          {
            vid,
            fid: edit?.invoice?.fid ?? 0,
            invoice_date: v.invoice_date ?? '',
            invoice_no: (v.invoice_no ?? '').trim(),
            invoice_value: dotted(v.invoice_value),
            invoice_cost: dotted(v.invoice_cost),
            invoice_counter: dotted(v.invoice_counter),
            event_from_date: v.event_from_date ?? '',
          },
          signal,
        ),
      form,
    );
    if (done) onSaved();
  };

  const tankOptions = offered.map((tank) => ({
    value: tank.from_date,
    label: `${tank.from_date} · ${decimal(tank.tank_value, 1)} l`,
  }));
  return (
    <Modal
      open={edit !== null}
      title={edit?.invoice ? t.formEdit : t.formNew}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'fuel-invoice-save' } as Record<string, string>) }}
      cancelButtonProps={{ ...({ 'data-testid': 'fuel-invoice-cancel' } as Record<string, string>) }}
    >
      <Form form={form} layout="vertical" data-testid="fuel-invoice-form" preserve={false}>
        <Form.Item
          name="invoice_date"
          label={f.invoice_date}
          rules={[{ required: true, message: FUEL_MSG.dateRequired }]}
        >
          <DateTimeInput testId="fuel-invoice-date" />
        </Form.Item>
        <Form.Item name="invoice_no" label={f.invoice_no} rules={[rule(INVOICE_RULES.invoice_no)]}>
          <Input maxLength={50} data-testid="fuel-invoice-no" />
        </Form.Item>
        {/* The kit's number input (issue 27): spec 3 §3.8 litres and cost 2 decimals, odometer whole km. */}
        <NumberField
          name="invoice_value"
          label={f.invoice_value}
          required
          rules={[rule(INVOICE_RULES.invoice_value)]}
          message={FUEL_MSG.litres}
          decimals={2}
          min={0}
          data-testid="fuel-invoice-value"
        />
        <NumberField
          name="invoice_cost"
          label={f.invoice_cost}
          rules={[rule(INVOICE_RULES.invoice_cost)]}
          message={FUEL_MSG.cost}
          decimals={2}
          min={0}
          data-testid="fuel-invoice-cost"
        />
        <NumberField
          name="invoice_counter"
          label={f.invoice_counter}
          rules={[rule(INVOICE_RULES.invoice_counter)]}
          message={FUEL_MSG.counter}
          decimals={0}
          min={0}
          data-testid="fuel-invoice-counter"
        />
        <Form.Item name="event_from_date" label={f.event_from_date} help={tankTaken ? t.tankPaired : undefined}>
          <Select
            options={tankOptions}
            placeholder={t.unpaired}
            data-testid="fuel-invoice-tank"
            onChange={() => setTankTaken(false)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
