import { Alert, Button, Checkbox, DatePicker, Form, Radio, Select, Space, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { pl, reportName } from '../../kit/i18n/pl';
import type { OptionKey, ReportFormValues } from './reportForm';
import { DATE_TIME_FORMAT, choosePeriod, formatDate, parseDate, shiftPeriod, type ReportPeriod } from './reportPeriods';
import type { ReportRules } from './reportTypes';
import type { ReportObjectOption } from './useReportLists';

const t = pl.reportScreen;

interface DataStepProps {
  rules: ReportRules;
  values: ReportFormValues;
  set(patch: Partial<ReportFormValues>): void;
  objects: ReportObjectOption[];
  listsLoading: boolean;
  listsFailed: boolean;
  /** The lists' load was cancelled: nothing to choose until 'Spróbuj ponownie'. */
  listsCancelled: boolean;
  onRetry(): void;
}

const SHIFTS: OptionKey[] = ['shift_1', 'shift_2', 'shift_3'];
const INPUTS: OptionKey[] = ['input_1', 'input_2', 'input_3', 'input_4'];

/** Step 2 'Dane raportu': objects, range, period with previous/next, the type's options. */
export function DataStep(props: DataStepProps) {
  const { rules, values, set, objects, listsLoading, listsFailed, listsCancelled, onRetry } = props;
  const periods: ReportPeriod[] = rules.workday ? ['day'] : ['day', 'week', 'month'];
  const setOption = (key: OptionKey, on: boolean) => set({ options: { ...values.options, [key]: on } });
  const step = (dir: -1 | 1) => {
    const period = values.period ?? (rules.workday ? 'day' : 'month');
    set({ ...shiftPeriod(values.from_date, period, dir, dayjs(), rules.workday), period });
  };
  const known = new Set(objects.map((o) => o.id));

  return (
    <Form layout="vertical" data-testid="report-data-step">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {reportName(rules.id)}
      </Typography.Title>
      {(listsFailed || listsCancelled) && (
        <Alert
          type={listsFailed ? 'error' : 'warning'}
          showIcon
          title={listsFailed ? t.listsFailed : t.listsCancelled}
          action={
            <Button size="small" onClick={onRetry} data-testid="report-lists-retry">
              {t.retry}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Form.Item label={t.objects[rules.objects]} required>
        <Space.Compact style={{ width: '100%' }}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
            loading={listsLoading}
            placeholder={t.placeholders[rules.objects]}
            notFoundContent={listsLoading ? t.listsLoading : t.noObjects}
            value={values.ids.filter((id) => known.has(id))}
            onChange={(ids: number[]) => set({ ids })}
            options={objects.map((o) => ({
              value: o.id,
              label: o.extra ? `${o.name} (${o.extra})` : o.name,
            }))}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="report-objects"
          />
          <Button onClick={() => set({ ids: objects.map((o) => o.id) })} data-testid="report-objects-all">
            {t.selectAll}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Space wrap size={16} align="start">
        <Form.Item label={t.from} required>
          <DatePicker
            showTime
            format={DATE_TIME_FORMAT}
            allowClear={false}
            value={parseDate(values.from_date)}
            onChange={(d) => d && set({ from_date: formatDate(d), period: null })}
            data-testid="report-from"
          />
        </Form.Item>
        <Form.Item label={t.to} required>
          <DatePicker
            showTime
            format={DATE_TIME_FORMAT}
            allowClear={false}
            value={parseDate(values.to_date)}
            onChange={(d) => d && set({ to_date: formatDate(d), period: null })}
            data-testid="report-to"
          />
        </Form.Item>
      </Space>
      <Form.Item label={t.period}>
        <Space wrap>
          <Tooltip title={t.previousPeriod}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t.previousPeriod}
              onClick={() => step(-1)}
              data-testid="report-prev"
            />
          </Tooltip>
          <Radio.Group
            optionType="button"
            value={values.period}
            onChange={(e) => {
              const period = e.target.value as ReportPeriod;
              set({ ...choosePeriod(values.from_date, period, dayjs(), rules.workday), period });
            }}
            options={periods.map((p) => ({ value: p, label: t.periods[p] }))}
            data-testid="report-period"
          />
          <Tooltip title={t.nextPeriod}>
            <Button
              icon={<RightOutlined />}
              aria-label={t.nextPeriod}
              onClick={() => step(1)}
              data-testid="report-next"
            />
          </Tooltip>
        </Space>
      </Form.Item>
      {rules.shifts && (
        <Form.Item label={t.shifts} required>
          {SHIFTS.map((key, i) => (
            <Checkbox
              key={key}
              checked={values.options[key]}
              onChange={(e) => setOption(key, e.target.checked)}
              data-testid={`report-${key}`}
            >
              {t.shift(i + 1)}
            </Checkbox>
          ))}
        </Form.Item>
      )}
      {rules.inputs && (
        <Form.Item label={t.inputs}>
          {INPUTS.map((key, i) => (
            <Checkbox
              key={key}
              checked={values.options[key]}
              onChange={(e) => setOption(key, e.target.checked)}
              data-testid={`report-${key}`}
            >
              {t.input(i + 1)}
            </Checkbox>
          ))}
        </Form.Item>
      )}
      {(rules.haltToo || rules.onlySummary) && (
        <Form.Item label={t.options}>
          {rules.haltToo && (
            <Checkbox
              checked={values.options.halt_too}
              onChange={(e) => setOption('halt_too', e.target.checked)}
              data-testid="report-halt_too"
            >
              {t.haltToo}
            </Checkbox>
          )}
          {rules.onlySummary && (
            <Checkbox
              checked={values.options.onlySummary}
              onChange={(e) => setOption('onlySummary', e.target.checked)}
              data-testid="report-onlySummary"
            >
              {t.onlySummary}
            </Checkbox>
          )}
        </Form.Item>
      )}
    </Form>
  );
}
