import { useMemo } from 'react';
import { Button, Checkbox, DatePicker, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { CtablesTaskRow } from '@namiar/domain';
import { DataGrid, schemaToSpecs } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { canClear, canGenerate } from './ctablesModel';
import { useCtables } from './useCtables';
import './ctables.css';

const t = pl.ctables;

/**
 * /ctables (spec 2 §2.4, §4.4): the form in three columns (vehicles, time range, additional
 * settings), 'Wyczyść dla pojazdów', 'Wygeneruj', 'Anuluj', 'Odśwież', and the task grid. While
 * a task runs the form is hidden and the grid takes its place; progress is polled every 5 s.
 */
export function CtablesPage() {
  usePageTitle(t.title);
  const s = useCtables();
  const { form } = s;
  const columns = useMemo(() => schemaToSpecs<CtablesTaskRow>(s.schema ?? []), [s.schema]);
  const options = useMemo(() => s.vehicles.map((v) => ({ value: v.id, label: v.regno })), [s.vehicles]);

  return (
    <div className="ctables-page" data-testid="ctables-page" data-state={s.onAir ? 'onAir' : 'idle'}>
      <Typography.Title level={4} className="ctables-title">
        {t.title}
      </Typography.Title>
      {!s.onAir && (
        <div className="ctables-form" data-testid="ctables-form">
          <Space direction="vertical">
            <Typography.Text strong>{t.vehicles}</Typography.Text>
            <Select
              mode="multiple"
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder={t.vehiclesPlaceholder}
              options={options}
              value={form.vid}
              disabled={form.selectAll}
              onChange={(vid: number[]) => s.setForm({ vid })}
              style={{ width: '100%' }}
              data-testid="ctables-vehicles"
            />
            <Checkbox
              checked={form.selectAll}
              onChange={(e) => s.setForm({ selectAll: e.target.checked })}
              data-testid="ctables-select-all"
            >
              {t.selectAll}
            </Checkbox>
          </Space>
          <Space direction="vertical">
            <Typography.Text strong>{t.range}</Typography.Text>
            <Space>
              <span>{t.fromDate}</span>
              <DatePicker
                format="YYYY-MM-DD"
                value={form.start_date ? dayjs(form.start_date) : null}
                disabled={form.clearAll}
                onChange={(d) => s.setForm({ start_date: d ? d.format('YYYY-MM-DD') : '' })}
                data-testid="ctables-date"
              />
            </Space>
            <Checkbox
              checked={form.clearAll}
              onChange={(e) => s.setForm({ clearAll: e.target.checked })}
              data-testid="ctables-clear-all"
            >
              {t.clearAll}
            </Checkbox>
            <Checkbox
              checked={form.clearAlarms}
              onChange={(e) => s.setForm({ clearAlarms: e.target.checked })}
              data-testid="ctables-clear-alarms"
            >
              {t.clearAlarms}
            </Checkbox>
            <Checkbox
              checked={form.clearFuel}
              onChange={(e) => s.setForm({ clearFuel: e.target.checked })}
              data-testid="ctables-clear-fuel"
            >
              {t.clearFuel}
            </Checkbox>
            <Checkbox
              checked={form.clearManualEvents}
              onChange={(e) => s.setForm({ clearManualEvents: e.target.checked })}
              data-testid="ctables-clear-manual"
            >
              {t.clearManualEvents}
            </Checkbox>
          </Space>
          <Space direction="vertical">
            <Typography.Text strong>{t.additional}</Typography.Text>
            <Checkbox
              checked={form.generateFuel}
              onChange={(e) => s.setForm({ generateFuel: e.target.checked })}
              data-testid="ctables-generate-fuel"
            >
              {t.generateFuel}
            </Checkbox>
          </Space>
        </div>
      )}
      <Space className="ctables-buttons">
        <Button danger disabled={s.onAir || !canClear(form)} onClick={() => void s.clear()} data-testid="ctables-clear">
          {t.clear}
        </Button>
        <Button
          type="primary"
          disabled={s.onAir || !canGenerate(form)}
          onClick={() => void s.generate()}
          data-testid="ctables-generate"
        >
          {t.generate}
        </Button>
        <Button disabled={!s.onAir} onClick={() => void s.cancel()} data-testid="ctables-cancel">
          {t.cancel}
        </Button>
        <Button onClick={() => void s.refresh()} data-testid="ctables-refresh">
          {t.refresh}
        </Button>
      </Space>
      <div className="ctables-grid">
        <DataGrid
          columns={columns}
          rows={s.tasks}
          layoutModule="ctables_grid"
          getRowId={(row) => String(row.tid)}
          loading={s.loading}
          emptyText={t.empty}
          testId="ctables-grid"
        />
      </div>
    </div>
  );
}
