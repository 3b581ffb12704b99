import type { ComponentRef, Ref } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { pl } from '../../kit/i18n/pl';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface DateTimeInputProps {
  /** 'YYYY-MM-DD HH:mm:ss' or null (the form keeps the text the server sends and reads). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  testId?: string;
  /** Form.Item's ref: the form knows the field is there (server messages are put next to it). */
  ref?: Ref<ComponentRef<typeof DatePicker>>;
}

/** A date and time picker whose value is the API's text (spec 3: dates sent as YYYY-MM-DD HH:mm:ss). */
export function DateTimeInput({ value, onChange, disabled, testId, ref }: DateTimeInputProps) {
  const parsed = value ? dayjs(value, FORMAT, true) : null;
  return (
    <div data-testid={testId}>
      <DatePicker
        ref={ref}
        showTime={{ format: 'HH:mm:ss' }}
        format={FORMAT}
        value={parsed?.isValid() ? parsed : null}
        onChange={(d) => onChange?.(d ? d.format(FORMAT) : null)}
        placeholder={pl.drivers.datePlaceholder}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </div>
  );
}
