import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Form, Input, type FormItemProps, type FormRule } from 'antd';
import { numberInputText, parseNumberText, rangeMessage, type NumberRule } from '@namiar/domain';

/**
 * THE number input of every form (issue 27 §4): a text box read by the domain's one rule
 * (parseNumberText: decimal comma or point, spaces between thousands, rounding to the field's
 * decimals as the vehicle editor always did, min/max with a Polish message; '1e3' and letters
 * refused, never a character dropped). It holds what the user typed until it leaves the field,
 * then shows the number the form holds ('87,5' in a whole-number field reads '88').
 *
 * The form's value is the number (or null when empty); a refused text is handed to the form as
 * the text itself, so `numberRule` (and the domain's save schemas, strict) refuse the save
 * with the message instead of storing another number. The input carries `data-number-input`
 * and its rule, so a test can find every number field of a form and tell it from a stray
 * `<input type=number>`.
 */
export interface NumberInputProps {
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  onBlur?: () => void;
  /** Decimals kept (0: whole numbers, rounded half up). Required: every field says what it holds. */
  decimals: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  placeholder?: string;
  suffix?: ReactNode;
  addonAfter?: ReactNode;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
  'aria-label'?: string;
  autoFocus?: boolean;
  onPressEnter?: () => void;
  /** An error mark from the caller's own check (a refused text is marked anyway). */
  status?: 'error';
}

const ruleOf = (p: Pick<NumberInputProps, 'decimals' | 'min' | 'max'>): NumberRule => ({
  decimals: p.decimals,
  min: p.min,
  max: p.max,
});

/** What the form holds for a typed text: the number, null, or the refused text itself. */
export function numberInputValue(text: string, rule: NumberRule): number | string | null {
  const r = parseNumberText(text, rule);
  return r.ok ? r.value : text;
}

export function NumberInput(p: NumberInputProps) {
  const rule = ruleOf(p);
  const [text, setText] = useState(() => (typeof p.value === 'string' ? p.value : numberInputText(p.value)));
  const focused = useRef(false);

  // A value set from outside (load, 'Cofnij zmiany', a counter read) replaces the text, unless
  // it is the value this text already stands for.
  useEffect(() => {
    const own = numberInputValue(text, rule);
    const incoming = typeof p.value === 'string' ? numberInputValue(p.value, rule) : (p.value ?? null);
    if (incoming === own) return;
    if (typeof p.value === 'string') {
      setText(p.value);
      return;
    }
    if (!focused.current || p.value === null || p.value === undefined) setText(numberInputText(p.value));
  }, [p.value]);

  const parsed = parseNumberText(text, rule);
  return (
    <Input
      id={p.id}
      value={text}
      inputMode={p.decimals > 0 || (p.min ?? 0) < 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      disabled={p.disabled}
      placeholder={p.placeholder}
      suffix={p.suffix}
      addonAfter={p.addonAfter}
      style={p.style}
      status={parsed.ok ? p.status : 'error'}
      aria-invalid={parsed.ok ? undefined : true}
      aria-label={p['aria-label']}
      data-testid={p['data-testid']}
      data-number-input=""
      data-decimals={p.decimals}
      data-min={p.min}
      data-max={p.max}
      data-refused={parsed.ok ? undefined : parsed.message}
      autoFocus={p.autoFocus}
      onPressEnter={p.onPressEnter}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        setText(e.target.value);
        p.onChange?.(numberInputValue(e.target.value, rule));
      }}
      onBlur={() => {
        focused.current = false;
        if (parsed.ok) setText(numberInputText(parsed.value));
        p.onBlur?.();
      }}
    />
  );
}

/**
 * The Form rule of a NumberInput: a refused text gets the rule's message; a number set from
 * outside is held to min and max.
 */
export function numberRule(rule: NumberRule, message?: string): FormRule {
  return {
    validator: async (_r, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      if (typeof value === 'string') {
        const r = parseNumberText(value, rule);
        if (!r.ok) throw new Error(message ?? r.message);
        return;
      }
      if (typeof value === 'number') {
        const out = (rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max);
        if (out) throw new Error(message ?? rangeMessage(rule));
      }
    },
  };
}

export type NumberFieldProps = Omit<FormItemProps, 'children'> &
  Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'id'> & {
    /** The field's own words for a refusal, where the server's schema has them (the same text). */
    message?: string;
  };

/** A Form.Item holding a NumberInput with its rule (the form's own rules come after it). */
export function NumberField(p: NumberFieldProps) {
  const {
    decimals,
    min,
    max,
    disabled,
    placeholder,
    suffix,
    addonAfter,
    style,
    'data-testid': testId,
    'aria-label': ariaLabel,
    rules,
    message,
    ...item
  } = p;
  return (
    <Form.Item validateFirst {...item} rules={[numberRule({ decimals, min, max }, message), ...(rules ?? [])]}>
      <NumberInput
        decimals={decimals}
        min={min}
        max={max}
        disabled={disabled}
        placeholder={placeholder}
        suffix={suffix}
        addonAfter={addonAfter}
        style={style}
        data-testid={testId}
        aria-label={ariaLabel}
      />
    </Form.Item>
  );
}

/**
 * A NumberInput's value for state outside a Form: the number, null when empty, NaN for a refused
 * text (so the caller's validity check, and the server's, refuse it rather than store null).
 */
export const numberValue = (v: number | string | null): number | null => (typeof v === 'string' ? NaN : v);
