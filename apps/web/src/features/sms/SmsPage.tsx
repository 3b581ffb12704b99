import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, DatePicker, Result, Space, Tabs, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { SmsGrid } from './SmsGrid';
import { smsColumns, type SmsTab } from './smsModel';
import { useSmsScreen } from './useSmsScreen';
import './sms.css';

const t = pl.smsScreen;

/**
 * /sms (spec 3 §2.11): tabs 'Aktualne' (with 'Send SMS') and 'Archiwalne' (with 'Pokaż SMS
 * starsze niż'), each with the sent grid over the received grid; refresh and exports per grid.
 * Without an SMS centre on the server a notice says so; commands over GPRS still go.
 */
export function SmsPage() {
  usePageTitle(t.title);
  const screen = useSmsScreen();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SmsTab>('current');
  const columns = useMemo(() => smsColumns(screen.grids), [screen.grids]);
  const loading = screen.state === 'loading';

  if (screen.state === 'error' && !screen.grids) {
    return (
      <Result
        status="warning"
        title={t.loadError}
        extra={
          <Button onClick={screen.refresh} data-testid="sms-retry">
            {t.retry}
          </Button>
        }
        data-testid="sms-error"
      />
    );
  }

  const rows = screen.lists[tab];
  const tools =
    tab === 'current' ? (
      <Button
        type="primary"
        size="small"
        icon={<SendOutlined />}
        onClick={() => navigate('/sms/send')}
        data-testid="sms-send"
      >
        {t.send}
      </Button>
    ) : (
      <Space size={4}>
        <Typography.Text>{t.olderThan}</Typography.Text>
        <DatePicker
          size="small"
          showTime={{ format: 'HH:mm:ss' }}
          format={DATE_TIME_FORMAT}
          value={screen.olderThan ?? screen.archiveBefore ?? dayjs()}
          onChange={(d) => screen.setOlderThan(d ?? null)}
          allowClear={false}
          data-testid="sms-older-than"
        />
      </Space>
    );

  return (
    <div className="sms-page" data-testid="sms-page" data-state={screen.state}>
      <Typography.Title level={4} className="sms-title">
        {t.title}
      </Typography.Title>
      {!screen.smsConfigured && (
        <Alert type="info" showIcon className="sms-notice" message={t.notConfigured} data-testid="sms-not-configured" />
      )}
      <Tabs
        className="sms-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as SmsTab)}
        tabBarExtraContent={tools}
        items={[
          { key: 'current', label: <span data-testid="sms-tab-current">{t.current}</span> },
          { key: 'archive', label: <span data-testid="sms-tab-archive">{t.archive}</span> },
        ]}
      />
      {/* The tabs are the header only: each tab's grids are their own (by key), layouts per list. */}
      <div className="sms-body" key={tab}>
        <SmsGrid
          tab={tab}
          list="sent"
          rows={rows.sent}
          columns={columns.sent}
          loading={loading}
          onRefresh={screen.refresh}
        />
        <SmsGrid
          tab={tab}
          list="received"
          rows={rows.received}
          columns={columns.received}
          loading={loading}
          onRefresh={screen.refresh}
        />
      </div>
    </div>
  );
}
