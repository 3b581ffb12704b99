import type { ReactNode } from 'react';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { MSG, VEHICLE_FIELDS, vehicleNumberRule, type FieldKind } from '@namiar/domain';
import { NumberField } from '../../kit/ui/NumberInput';
import { pl } from '../../kit/i18n/pl';
import { dependsOn } from './vehicleForm';

/**
 * The vehicle form's field pieces: a Form.Item per spec field name with its Polish label, and the
 * spec 3 §5 rule that a dependent field is disabled unless its checkbox is on.
 */

const t = pl.vehicles;

type Name = string | (string | number)[];

const labelOf = (name: Name, label?: ReactNode) =>
  label ?? (typeof name === 'string' ? (t.f[name] ?? name) : undefined);

/** Is the field's checkbox on? (true for fields without one) */
export function useEnabled(name: Name, flag?: string): boolean {
  const form = Form.useFormInstance();
  const dep = flag ?? (typeof name === 'string' ? dependsOn(name) : null);
  const on = Form.useWatch(dep ?? '__none__', { form, preserve: true }) as boolean | undefined;
  return dep === null ? true : on === true;
}

interface NumProps {
  name: Name;
  label?: ReactNode;
  min?: number;
  max?: number;
  integer?: boolean;
  /** Decimals kept when not a whole number (default: the field table's, else 3). */
  decimals?: number;
  placeholder?: string;
  /** The checkbox that enables it, when not in the dependency table. */
  flag?: string;
  disabled?: boolean;
  testId?: string;
  noStyle?: boolean;
}

/**
 * A number by THE rule (kit NumberInput: decimal comma, rounding to the field's decimals); empty
 * is null. A top-level field takes its decimals and bounds from the domain's field table, so the
 * input and the server's schema agree; a list cell says its own.
 */
export function Num(p: NumProps) {
  const enabled = useEnabled(p.name, p.flag);
  const spec = typeof p.name === 'string' ? (VEHICLE_FIELDS as Record<string, FieldKind>)[p.name] : undefined;
  const fromTable = spec ? vehicleNumberRule(spec) : null;
  const decimals = p.integer ? 0 : (p.decimals ?? fromTable?.decimals ?? 3);
  const min = p.min ?? fromTable?.min ?? 0;
  const max = p.max ?? fromTable?.max;
  // The server's words for the field (schemas/vehicles.ts numberField), so both say the same.
  const message =
    max === undefined ? undefined : decimals === 0 ? MSG.integerRange(min, max) : MSG.numberRange(min, max);
  return (
    <NumberField
      name={p.name}
      label={p.noStyle ? undefined : labelOf(p.name, p.label)}
      noStyle={p.noStyle}
      decimals={decimals}
      min={min}
      max={max}
      message={message}
      placeholder={p.placeholder}
      disabled={!enabled || p.disabled}
      style={{ width: '100%' }}
      data-testid={p.testId ?? (typeof p.name === 'string' ? `vehicle-${p.name}` : undefined)}
    />
  );
}

export function Check(p: { name: Name; label?: ReactNode; flag?: string; testId?: string; noStyle?: boolean }) {
  const enabled = useEnabled(p.name, p.flag);
  return (
    <Form.Item name={p.name} valuePropName="checked" noStyle={p.noStyle} style={{ marginBottom: 8 }}>
      <Checkbox
        disabled={!enabled}
        data-testid={p.testId ?? (typeof p.name === 'string' ? `vehicle-${p.name}` : undefined)}
      >
        {labelOf(p.name, p.label)}
      </Checkbox>
    </Form.Item>
  );
}

export function Txt(p: {
  name: Name;
  label?: ReactNode;
  max?: number;
  disabled?: boolean;
  textarea?: boolean;
  testId?: string;
}) {
  return (
    <Form.Item name={p.name} label={labelOf(p.name, p.label)}>
      {p.textarea ? (
        <Input.TextArea
          rows={3}
          maxLength={p.max}
          disabled={p.disabled}
          data-testid={p.testId ?? `vehicle-${String(p.name)}`}
        />
      ) : (
        <Input maxLength={p.max} disabled={p.disabled} data-testid={p.testId ?? `vehicle-${String(p.name)}`} />
      )}
    </Form.Item>
  );
}

export interface OptionItem {
  value: number;
  text: string;
}

export function Sel(p: {
  name: Name;
  label?: ReactNode;
  options: readonly OptionItem[];
  allowClear?: boolean;
  flag?: string;
  testId?: string;
  noStyle?: boolean;
}) {
  const enabled = useEnabled(p.name, p.flag);
  return (
    <Form.Item name={p.name} label={p.noStyle ? undefined : labelOf(p.name, p.label)} noStyle={p.noStyle}>
      <Select
        allowClear={p.allowClear ?? true}
        disabled={!enabled}
        options={p.options.map((o) => ({ value: o.value, label: o.text }))}
        data-testid={p.testId ?? (typeof p.name === 'string' ? `vehicle-${p.name}` : undefined)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** Fields in a grid of `span`-wide columns (24 in a row). */
export function Fields({ children, span = 8 }: { children: ReactNode[]; span?: number }) {
  return (
    <Row gutter={16}>
      {children.map((c, i) => (
        <Col key={i} span={span}>
          {c}
        </Col>
      ))}
    </Row>
  );
}
