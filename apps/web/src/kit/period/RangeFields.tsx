import { Button, DatePicker, Form, Radio, Select, Space, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { SelectItem } from '@namiar/domain';
import { pl } from '../i18n/pl';
import {
  DATE_TIME_FORMAT,
  type QuickDay,
  type RoutePeriod,
  formatDate,
  parseDate,
  periodRange,
  quickDayRange,
  shiftPeriod,
} from './periods';

const t = pl.monitRoute;

const PERIODS: { value: RoutePeriod; label: string }[] = [
  { value: 'month', label: t.month },
  { value: 'week', label: t.week },
  { value: 'day', label: t.day },
];

const QUICK_DAYS: { day: QuickDay; label: string }[] = [
  { day: 'dayBeforeYesterday', label: t.dayBeforeYesterday },
  { day: 'yesterday', label: t.yesterday },
  { day: 'today', label: t.todayButton },
];

/** The part of a vehicle-and-range form that these fields edit. */
export interface RangeValues {
  vid: number | null;
  from_date: string;
  to_date: string;
  period: RoutePeriod | null;
}

export type RangeErrors = Partial<Record<'vid' | 'from_date' | 'to_date', string>>;

export interface RangeFieldsProps {
  values: RangeValues;
  set(patch: Partial<RangeValues>): void;
  errors: RangeErrors;
  vehicles: { vehicles: readonly SelectItem[]; loading: boolean };
  /** data-testid prefix of every control ('route' gives 'route-vehicle', 'route-from', ...). */
  testPrefix: string;
}

/**
 * The vehicle-and-range fields shared by 'Tworzenie trasy' (spec 1 §2.7) and 'Tworzenie raportu
 * ecodriving' (spec 2 §2.5): vehicle select, start and end date-times, month/week/day radios with
 * previous/next period, and Przedwczoraj/Wczoraj/Dzisiaj. Rendered inside the dialog's Form.
 */
export function RangeFields({ values, set, errors, vehicles, testPrefix: p }: RangeFieldsProps) {
  const status = (field: keyof RangeErrors) => (errors[field] ? ('error' as const) : undefined);
  return (
    <>
      <Form.Item label={t.vehicle} required validateStatus={status('vid')} help={errors.vid}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          value={values.vid ?? undefined}
          onChange={(vid) => set({ vid: vid ?? null })}
          placeholder={vehicles.loading ? t.vehiclesLoading : t.vehiclePlaceholder}
          loading={vehicles.loading}
          notFoundContent={vehicles.loading ? t.vehiclesLoading : t.vehiclesEmpty}
          options={vehicles.vehicles.map((v) => ({ value: v.id, label: v.name }))}
          data-testid={`${p}-vehicle`}
        />
      </Form.Item>
      <Form.Item label={t.from} required validateStatus={status('from_date')} help={errors.from_date}>
        <DatePicker
          showTime
          format={DATE_TIME_FORMAT}
          value={parseDate(values.from_date)}
          onChange={(d) => set({ from_date: d ? formatDate(d) : '' })}
          className="route-dialog-date"
          data-testid={`${p}-from`}
        />
      </Form.Item>
      <Form.Item label={t.to} required validateStatus={status('to_date')} help={errors.to_date}>
        <DatePicker
          showTime
          format={DATE_TIME_FORMAT}
          value={parseDate(values.to_date)}
          onChange={(d) => set({ to_date: d ? formatDate(d) : '' })}
          className="route-dialog-date"
          data-testid={`${p}-to`}
        />
      </Form.Item>
      <Form.Item label={t.period}>
        <Space wrap>
          <Tooltip title={t.previousPeriod}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t.previousPeriod}
              disabled={values.period === null}
              onClick={() => values.period && set(shiftPeriod(values.from_date, values.period, -1, dayjs()))}
              data-testid={`${p}-prev`}
            />
          </Tooltip>
          <Radio.Group
            optionType="button"
            value={values.period}
            // Choosing a period takes the whole one that holds the current start.
            onChange={(e) => {
              const period = e.target.value as RoutePeriod;
              set({ period, ...periodRange(parseDate(values.from_date) ?? dayjs(), period) });
            }}
          >
            {PERIODS.map((x) => (
              <Radio.Button key={x.value} value={x.value} data-testid={`${p}-period-${x.value}`}>
                {x.label}
              </Radio.Button>
            ))}
          </Radio.Group>
          <Tooltip title={t.nextPeriod}>
            <Button
              icon={<RightOutlined />}
              aria-label={t.nextPeriod}
              disabled={values.period === null}
              onClick={() => values.period && set(shiftPeriod(values.from_date, values.period, 1, dayjs()))}
              data-testid={`${p}-next`}
            />
          </Tooltip>
        </Space>
      </Form.Item>
      <Form.Item label=" ">
        <Space wrap>
          {QUICK_DAYS.map(({ day, label }) => (
            <Button
              key={day}
              onClick={() => set({ period: 'day', ...quickDayRange(day, dayjs()) })}
              data-testid={`${p}-quick-${day}`}
            >
              {label}
            </Button>
          ))}
        </Space>
      </Form.Item>
    </>
  );
}
