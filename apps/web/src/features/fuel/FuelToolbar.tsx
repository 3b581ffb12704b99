import type { ReactNode } from 'react';
import { Button, DatePicker, Dropdown, Select, Space, Typography, type MenuProps } from 'antd';
import { DownOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import type { FuelFormState } from './useFuelForm';

const t = pl.fuel;

export interface FuelExportChoice {
  key: string;
  label: string;
}

interface FuelToolbarProps {
  state: FuelFormState;
  /** The export dropdown's entries (Excel or PDF of each grid). */
  exports: FuelExportChoice[];
  onExport(key: string): void;
  testId: string;
  extra?: ReactNode;
}

/** The fuel screens' toolbar (spec 3 §2.7, §2.8): vehicle, date-time range, 'Pobierz', export. */
export function FuelToolbar({ state, exports, onExport, testId, extra }: FuelToolbarProps) {
  const { form } = state;
  const menu: MenuProps = {
    items: exports.map((e) => ({
      key: e.key,
      label: e.label,
      'data-testid': `${testId}-export-${e.key}`,
    })) as MenuProps['items'],
    onClick: ({ key }) => onExport(key),
  };
  return (
    <Space className="fuel-toolbar" wrap data-testid={`${testId}-toolbar`}>
      <Typography.Text>{t.vehicle}</Typography.Text>
      <Select
        showSearch
        optionFilterProp="label"
        placeholder={t.pickVehicle}
        loading={state.vehiclesLoading}
        notFoundContent={t.noVehicles}
        options={state.vehicles.map((v) => ({ value: v.vid, label: v.regno }))}
        value={form.vid ?? undefined}
        onChange={(vid: number) => state.setForm({ vid })}
        style={{ width: 200 }}
        data-testid={`${testId}-vehicle`}
      />
      <Typography.Text>{t.range}</Typography.Text>
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm:ss' }}
        format={DATE_TIME_FORMAT}
        allowClear={false}
        value={[dayjs(form.from_date), dayjs(form.to_date)]}
        onChange={(range) => {
          if (range?.[0] && range[1])
            state.setForm({ from_date: range[0].format(DATE_TIME_FORMAT), to_date: range[1].format(DATE_TIME_FORMAT) });
        }}
        data-testid={`${testId}-range`}
      />
      <Button
        type="primary"
        icon={<ReloadOutlined />}
        disabled={form.vid === null}
        onClick={state.load}
        data-testid={`${testId}-load`}
      >
        {t.load}
      </Button>
      <Dropdown menu={menu} trigger={['click']} disabled={state.applied === null}>
        <Button icon={<ExportOutlined />} data-testid={`${testId}-export`}>
          {t.export} <DownOutlined />
        </Button>
      </Dropdown>
      {extra}
    </Space>
  );
}
