import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Spin, Tooltip } from 'antd';
import {
  CloseOutlined,
  DownOutlined,
  ExpandOutlined,
  LineChartOutlined,
  ReloadOutlined,
  UpOutlined,
} from '@ant-design/icons';
import type { MonitVehicle } from '@namiar/domain';
import { ApiError } from '../../../kit/api/api';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';
import { RouteSpeedChart } from './RouteSpeedChart';
import { useWidgetRoute } from './useWidgetRoute';

const t = pl.monitRoute;

/** The server's global text when it sent one, else what the API client reported. */
function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.global ?? error.message;
  return error instanceof Error ? error.message : '';
}

/**
 * The collapsible route widget under the monitor map (spec 1 §2.7): today's speed and tacho
 * speed of one vehicle. Closed, it shrinks to a bar with an opening toggle; open, it is 250 px
 * high and can be collapsed to its header.
 */
export function RouteWidget({ vehicles }: { vehicles: MonitVehicle[] }) {
  const open = useMonitor((s) => s.routeWidget.open);
  const selectedId = useMonitor((s) => s.selectedId);
  const hasTrack = useMonitor((s) => s.routeTrack !== null);
  const route = useWidgetRoute();
  const [collapsed, setCollapsed] = useState(false);

  // Opening, or a load asked for from elsewhere (context menu), shows the widget expanded.
  useEffect(() => {
    if (open || route.status === 'loading') setCollapsed(false);
  }, [open, route.status]);

  if (!open) {
    return (
      <div className="route-widget-bar" data-testid="route-widget" data-state="closed">
        <Button
          type="text"
          size="small"
          icon={<LineChartOutlined />}
          onClick={() => useMonitor.getState().openRouteWidget(selectedId, false)}
          data-testid="route-widget-open"
        >
          {t.toggle}
        </Button>
      </div>
    );
  }

  const regno =
    route.answer?.regno ??
    vehicles.find((v) => v.id === route.vid)?.regno ??
    (route.vid !== null ? `#${route.vid}` : null);
  const title = regno ? t.title(regno) : t.titleNoVehicle;

  return (
    <section
      className={collapsed ? 'route-widget collapsed' : 'route-widget'}
      data-testid="route-widget"
      data-state={route.status}
      aria-label={title}
    >
      <header className="route-widget-header">
        <Tooltip title={collapsed ? t.expand : t.collapse}>
          <Button
            type="text"
            size="small"
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? t.expand : t.collapse}
            data-testid="route-widget-collapse"
          />
        </Tooltip>
        <span className="route-widget-title" data-testid="route-widget-title">
          {title}
        </span>
        {route.vid !== null && <span className="route-widget-day">{t.today}</span>}
        <span className="route-widget-actions">
          <Tooltip title={t.fit}>
            <Button
              type="text"
              size="small"
              icon={<ExpandOutlined />}
              disabled={!hasTrack}
              onClick={() => useMonitor.getState().fitRouteTrack()}
              aria-label={t.fit}
              data-testid="route-widget-fit"
            />
          </Tooltip>
          <Tooltip title={t.refresh}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined spin={route.status === 'loading'} />}
              disabled={route.vid === null || route.status === 'loading'}
              onClick={route.load}
              aria-label={t.refresh}
              data-testid="route-widget-refresh"
            />
          </Tooltip>
          <Tooltip title={t.close}>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              onClick={() => useMonitor.getState().closeRouteWidget()}
              aria-label={t.close}
              data-testid="route-widget-close"
            />
          </Tooltip>
        </span>
      </header>
      {!collapsed && (
        <div className="route-widget-body">
          <RouteWidgetBody route={route} />
        </div>
      )}
    </section>
  );
}

function RouteWidgetBody({ route }: { route: ReturnType<typeof useWidgetRoute> }) {
  if (route.vid === null) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.selectVehicle} data-testid="route-widget-novehicle" />
    );
  }
  switch (route.status) {
    case 'idle':
      return (
        <div className="route-widget-center">
          <Button type="primary" icon={<LineChartOutlined />} onClick={route.load} data-testid="route-widget-load">
            {t.loadPreview}
          </Button>
        </div>
      );
    case 'loading':
      return (
        <div className="route-widget-center" data-testid="route-widget-loading">
          <Spin />
          <span>{t.loading}</span>
        </div>
      );
    case 'error':
      return (
        <div className="route-widget-center">
          <Alert
            type="error"
            showIcon
            title={t.loadError}
            description={errorText(route.error) || undefined}
            action={
              <Button size="small" onClick={route.load}>
                {t.retry}
              </Button>
            }
            data-testid="route-widget-error"
          />
        </div>
      );
    case 'ok':
      if (!route.answer || route.answer.points.dt.length === 0) {
        return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noPoints} data-testid="route-widget-empty" />;
      }
      return <RouteSpeedChart points={route.answer.points} />;
  }
}
