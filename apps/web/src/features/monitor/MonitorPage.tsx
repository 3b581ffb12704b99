import { Card, Col, Row, Statistic, Typography } from 'antd';
import { AlertOutlined, BellOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../app/pages/usePageTitle';
import { pl } from '../../i18n/pl';
import { useMonitAlarms } from '../alarms';
import { useMonitReminders } from '../records/reminders';
import { useSetting } from '../settings';

/**
 * Landing screen after sign-in (/monit). The live map and vehicle list come with the
 * monitoring issue; until then it greets the user and shows the shell's live counters.
 */
export function MonitorPage() {
  usePageTitle(pl.screens.monit);
  const user = useSetting<string | undefined>('logged_user_full_name');
  const customer = useSetting<string | undefined>('logged_customer_name');
  const alarms = useMonitAlarms().data?.alarms?.length;
  const reminders = useMonitReminders();

  return (
    <div className="page" data-testid="monit-page">
      <header className="page-header">
        <Typography.Title level={3} className="page-title" data-testid="page-title">
          {pl.screens.monit}
        </Typography.Title>
        <Typography.Text type="secondary">{pl.monitLanding.subtitle}</Typography.Text>
      </header>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <Typography.Title level={4}>{pl.monitLanding.welcome(user || '')}</Typography.Title>
            {customer && (
              <Typography.Paragraph>
                {pl.monitLanding.customer}: <strong>{customer}</strong>
              </Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary">{pl.monitLanding.menuHint}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={pl.topBar.alarms}
              value={alarms ?? '–'}
              prefix={<AlertOutlined />}
              styles={{ content: { color: alarms ? '#cf1322' : undefined } }}
            />
          </Card>
        </Col>
        {reminders.allowed && (
          <Col xs={12} lg={6}>
            <Card>
              <Statistic
                title={pl.topBar.reminders}
                value={reminders.data?.reminders?.length ?? '–'}
                prefix={<BellOutlined />}
              />
            </Card>
          </Col>
        )}
        <Col span={24}>
          <Card className="monit-map-pending">
            <EnvironmentOutlined className="monit-map-pending-icon" />
            <Typography.Text type="secondary">{pl.monitLanding.mapPending}</Typography.Text>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
