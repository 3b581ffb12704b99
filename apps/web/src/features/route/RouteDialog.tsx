import { useState } from 'react';
import { Alert, Button, Checkbox, DatePicker, Form, Modal, Radio, Select, Space, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { pl } from '../../kit/i18n/pl';
import {
  type RouteFormErrors,
  type RouteFormValues,
  type RouteRequest,
  canAccept,
  validateRouteForm,
} from './routeForm';
import {
  DATE_TIME_FORMAT,
  type QuickDay,
  type RoutePeriod,
  formatDate,
  parseDate,
  periodRange,
  quickDayRange,
  shiftPeriod,
} from './routePeriods';
import type { RouteVehicles } from './useRouteVehicles';

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

export interface RouteDialogProps {
  open: boolean;
  initialValues: RouteFormValues;
  /** Errors to show at once (an auto-accept from a link that did not validate). */
  initialErrors?: RouteFormErrors;
  vehicles: RouteVehicles;
  onAccept(request: RouteRequest, values: RouteFormValues): void;
  onCancel(): void;
}

/**
 * 'Tworzenie trasy' (spec 1 §2.7, §5), 600 px: vehicle, start and end, period radios with
 * previous/next, quick days, 'Dogeneruj zdarzenia'. The parent mounts it afresh for each
 * opening, so a cancelled edit leaves nothing behind.
 */
export function RouteDialog({ open, initialValues, initialErrors, vehicles, onAccept, onCancel }: RouteDialogProps) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(initialErrors !== undefined);
  const set = (patch: Partial<RouteFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const check = validateRouteForm(values, vehicles.ids);
  // Date problems show as soon as they exist; the vehicle message only after an accept attempt
  // or when the list has loaded without the chosen vehicle (a stale link or handoff).
  const errors: RouteFormErrors = check.ok ? {} : { ...check.errors };
  if (errors.vid && !attempted && (values.vid === null || vehicles.loading)) delete errors.vid;

  function accept() {
    setAttempted(true);
    if (check.ok) onAccept(check.request, values);
  }

  const status = (field: keyof RouteFormErrors) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Modal
      open={open}
      title={t.dialogTitle}
      width={600}
      onCancel={onCancel}
      maskClosable={false}
      rootClassName="route-dialog"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="route-cancel">
          {t.cancel}
        </Button>,
        <Button
          key="accept"
          type="primary"
          onClick={accept}
          disabled={!canAccept(values, vehicles.loading)}
          data-testid="route-accept"
        >
          {t.accept}
        </Button>,
      ]}
    >
      {vehicles.failed && !vehicles.loading && (
        <Alert
          type="error"
          showIcon
          className="route-dialog-alert"
          title={t.vehiclesError}
          action={
            <Button size="small" onClick={vehicles.retry}>
              {t.retryList}
            </Button>
          }
        />
      )}
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} colon={false} component="div">
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
            data-testid="route-vehicle"
          />
        </Form.Item>
        <Form.Item label={t.from} required validateStatus={status('from_date')} help={errors.from_date}>
          <DatePicker
            showTime
            format={DATE_TIME_FORMAT}
            value={parseDate(values.from_date)}
            onChange={(d) => set({ from_date: d ? formatDate(d) : '' })}
            className="route-dialog-date"
            data-testid="route-from"
          />
        </Form.Item>
        <Form.Item label={t.to} required validateStatus={status('to_date')} help={errors.to_date}>
          <DatePicker
            showTime
            format={DATE_TIME_FORMAT}
            value={parseDate(values.to_date)}
            onChange={(d) => set({ to_date: d ? formatDate(d) : '' })}
            className="route-dialog-date"
            data-testid="route-to"
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
                data-testid="route-prev"
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
              {PERIODS.map((p) => (
                <Radio.Button key={p.value} value={p.value} data-testid={`route-period-${p.value}`}>
                  {p.label}
                </Radio.Button>
              ))}
            </Radio.Group>
            <Tooltip title={t.nextPeriod}>
              <Button
                icon={<RightOutlined />}
                aria-label={t.nextPeriod}
                disabled={values.period === null}
                onClick={() => values.period && set(shiftPeriod(values.from_date, values.period, 1, dayjs()))}
                data-testid="route-next"
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
                data-testid={`route-quick-${day}`}
              >
                {label}
              </Button>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label=" ">
          <Checkbox
            checked={values.regenerate}
            onChange={(e) => set({ regenerate: e.target.checked })}
            data-testid="route-regenerate"
          >
            {t.regenerate}
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
