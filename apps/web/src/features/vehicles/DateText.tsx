import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date-time picker whose value is the API's text ('YYYY-MM-DD HH:mm:ss', '' for none). */
export function DateText(p: { value?: string; onChange?: (v: string) => void; disabled?: boolean; testId?: string }) {
  const parsed = p.value ? dayjs(p.value, FORMAT, true) : null;
  return (
    <DatePicker
      showTime={{ format: 'HH:mm:ss' }}
      format={FORMAT}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => p.onChange?.(d ? d.format(FORMAT) : '')}
      disabled={p.disabled}
      style={{ width: '100%' }}
      data-testid={p.testId}
    />
  );
}

export const nowText = () => dayjs().format(FORMAT);
