import { Alert, Button, DatePicker, Empty, List, Select, Space, Typography } from 'antd';
import { CloudDownloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { GprsConfigForm } from './GprsConfigForm';
import { entryDetail, entryTitle, presetRange, RANGE_PRESETS } from './gprsModel';
import { useGprsConfig } from './useGprsConfig';
import './gprsconfig.css';

const t = pl.gprsConfig;

/**
 * /gprsconfig (spec 3 §2.12): the toolbar (vehicle, date-time range with the week / month /
 * quarter / year shortcuts, 'Wczytaj', and 'Odczytaj z urządzenia' asking the device now), the
 * list 'Konfiguracje' of the vehicle's readings ('Brak konfiguracji' when none), and the chosen
 * reading's form with when it was read.
 */
export function GprsConfigPage() {
  usePageTitle(t.title);
  const s = useGprsConfig();
  const now = dayjs();
  const presets = RANGE_PRESETS.map((p) => ({ label: t.presets[p], value: presetRange(p, now) }));

  return (
    <div className="gprs-page" data-testid="gprs-page">
      <Typography.Title level={4} className="gprs-title">
        {t.title}
      </Typography.Title>
      <Space wrap className="gprs-toolbar">
        <Typography.Text>{t.vehicle}</Typography.Text>
        <Select
          showSearch
          size="small"
          className="gprs-vehicle"
          placeholder={t.vehiclePlaceholder}
          value={s.vid ?? undefined}
          onChange={(vid: number) => s.setVid(vid)}
          optionFilterProp="label"
          options={s.vehicles.map((v) => ({ value: v.vid, label: v.reg_no }))}
          data-testid="gprs-vehicle"
        />
        <Typography.Text>{t.range}</Typography.Text>
        <DatePicker.RangePicker
          size="small"
          showTime={{ defaultValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
          format={DATE_TIME_FORMAT}
          value={s.range}
          presets={presets}
          allowClear={false}
          onChange={(r) => r?.[0] && r[1] && s.setRange([r[0], r[1]] as [Dayjs, Dayjs])}
          data-testid="gprs-range"
        />
        <Button size="small" type="primary" icon={<SearchOutlined />} onClick={s.load} data-testid="gprs-load">
          {t.load}
        </Button>
        <Button
          size="small"
          icon={<CloudDownloadOutlined />}
          disabled={s.vid === null}
          onClick={s.readNow}
          data-testid="gprs-read"
        >
          {t.readNow}
        </Button>
      </Space>
      {s.readRoute && (
        <Alert
          type="info"
          showIcon
          className="gprs-notice"
          message={t.route[s.readRoute]}
          data-testid="gprs-read-route"
        />
      )}
      <div className="gprs-body">
        <div className="gprs-list" data-testid="gprs-list" data-count={s.entries?.length ?? ''}>
          <Typography.Text strong>{t.configurations}</Typography.Text>
          <List
            size="small"
            dataSource={s.entries ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> }}
            renderItem={(entry) => (
              <List.Item
                className={entry.id === s.selected?.id ? 'gprs-entry gprs-entry-selected' : 'gprs-entry'}
                onClick={() => s.select(entry.id)}
                data-testid={`gprs-entry-${entry.id}`}
                data-status={entry.status}
              >
                <List.Item.Meta title={entryTitle(entry)} description={entryDetail(entry)} />
              </List.Item>
            )}
          />
        </div>
        <div className="gprs-detail" data-testid="gprs-detail">
          {s.selected ? (
            <>
              <Typography.Text type="secondary" data-testid="gprs-read-at" data-status={s.selected.status}>
                {s.selected.read_date ? t.readAt(s.selected.read_date) : t.asked(s.selected.requested_date)}
                {' · '}
                {entryDetail(s.selected)}
              </Typography.Text>
              <GprsConfigForm entry={s.selected} />
            </>
          ) : (
            <Typography.Text type="secondary" data-testid="gprs-hint">
              {s.entries === null ? t.chooseVehicle : t.empty}
            </Typography.Text>
          )}
        </div>
      </div>
    </div>
  );
}
