import type { ComponentRef, Ref } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { pl } from '../../kit/i18n/pl';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  /** 'YYYY-MM-DD HH:mm:ss' or '' (the text the server sends and reads). */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  ref?: Ref<ComponentRef<typeof DatePicker>>;
}

/** The validity date-time of a counter (spec 3 §2.13) as the API's text. */
export function CounterDateInput({ value, onChange, disabled, ref }: Props) {
  const parsed = value ? dayjs(value, FORMAT, true) : null;
  return (
    <div data-testid="counter-valid-date">
      <DatePicker
        ref={ref}
        showTime={{ format: 'HH:mm:ss' }}
        format={FORMAT}
        value={parsed?.isValid() ? parsed : null}
        onChange={(d) => onChange?.(d ? d.format(FORMAT) : '')}
        placeholder={pl.rail.counters.datePlaceholder}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </div>
  );
}
