import { Button, Descriptions, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';
import type { RouteTabShell } from './routeStore';

const t = pl.route;

/**
 * A tab without a route to show (spec 2 §4.1, §8): loading, no points ('Błąd pobierania trasy' /
 * 'Brak trasy za wybrany okres') or a failed load, with the request it was for and a retry.
 */
export function RouteTabState({ tab, regno, onRetry }: { tab: RouteTabShell; regno: string; onRetry(): void }) {
  const { request } = tab;
  const details = (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="route-request"
      items={[
        {
          key: 'vehicle',
          label: t.request.vehicle,
          children: <span data-testid="route-request-vehicle">{regno}</span>,
        },
        {
          key: 'from',
          label: t.request.from,
          children: <span data-testid="route-request-from">{request.from_date}</span>,
        },
        { key: 'to', label: t.request.to, children: <span data-testid="route-request-to">{request.to_date}</span> },
        {
          key: 'regenerate',
          label: t.request.regenerate,
          children: (
            <span data-testid="route-request-regenerate">{request.regenerate ? t.request.yes : t.request.no}</span>
          ),
        },
      ]}
    />
  );
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid="route-retry">
      {t.retry}
    </Button>
  );
  return (
    <div className="route-tab-state" data-testid="route-request" data-status={tab.status} data-vid={request.vid}>
      {tab.status === 'loading' ? (
        <Result icon={<Spin size="large" />} title={request.regenerate ? t.generating : t.loading} extra={details} />
      ) : tab.status === 'empty' ? (
        <Result
          status="warning"
          title={t.loadError}
          subTitle={t.noPoints}
          extra={
            <div className="route-tab-state-extra">
              {retry}
              {details}
            </div>
          }
          data-testid="route-empty-points"
        />
      ) : (
        <Result
          status="error"
          title={t.loadError}
          extra={
            <div className="route-tab-state-extra">
              {retry}
              {details}
            </div>
          }
          data-testid="route-load-error"
        />
      )}
    </div>
  );
}
