import { useState } from 'react';
import { Button } from 'antd';
import {
  BarChartOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  LeftOutlined,
  RightOutlined,
  SettingOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { IconButton } from '../../kit/ui/IconButton';
import { pl } from '../../kit/i18n/pl';
import { PoiChooser } from '../../kit/poi';
import { EventFilterBar } from './EventFilterBar';
import { RouteSettingsDialog } from './RouteSettingsDialog';
import { vehicleNeighbours } from './neighbours';
import type { RouteRequest } from '../../kit/period/routeForm';
import type { RouteTabShell } from './routeStore';
import type { RouteVehicles } from './useRouteVehicles';

const t = pl.route.toolbar;

export type WidgetKey = 'eventsTable' | 'charts' | 'report';

export interface RouteToolbarProps {
  tab: RouteTabShell | null;
  vehicles: RouteVehicles;
  onOpenDialog(): void;
  onLoad(request: RouteRequest): void;
  open: Record<WidgetKey, boolean>;
  onToggle(widget: WidgetKey): void;
  /** Permission 26: the chart button (spec 2 §6). */
  canCharts: boolean;
}

/**
 * The route viewer's toolbar (spec 2 §2.1): load a route, previous/next vehicle (the same range
 * for the neighbour in the vehicle list), the widget toggles, the POI chooser, the settings
 * dialog and the event filters.
 */
export function RouteToolbar({ tab, vehicles, onOpenDialog, onLoad, open, onToggle, canCharts }: RouteToolbarProps) {
  const [poiOpen, setPoiOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { prev, next } = vehicleNeighbours(vehicles.vehicles, tab?.request.vid ?? null);
  const loadFor = (vid: number) => tab && onLoad({ ...tab.request, vid });
  const ready = tab?.route != null;

  return (
    <div className="route-toolbar" data-testid="route-toolbar">
      <div className="route-toolbar-group">
        <Button icon={<FolderOpenOutlined />} onClick={onOpenDialog} data-testid="route-open-dialog">
          {t.load}
        </Button>
        <IconButton
          label={t.prevVehicle}
          tooltip={prev?.name}
          icon={<LeftOutlined />}
          disabled={!prev}
          onClick={() => prev && loadFor(prev.id)}
          testId="route-prev-vehicle"
        />
        <IconButton
          label={t.nextVehicle}
          tooltip={next?.name}
          icon={<RightOutlined />}
          disabled={!next}
          onClick={() => next && loadFor(next.id)}
          testId="route-next-vehicle"
        />
      </div>
      <div className="route-toolbar-group">
        <IconButton
          label={t.eventsTable}
          icon={<TableOutlined />}
          active={open.eventsTable}
          disabled={!ready}
          onClick={() => onToggle('eventsTable')}
          testId="route-toggle-events"
        />
        {canCharts && (
          <IconButton
            label={t.charts}
            icon={<BarChartOutlined />}
            active={open.charts}
            disabled={!ready}
            onClick={() => onToggle('charts')}
            testId="route-toggle-charts"
          />
        )}
        <IconButton
          label={t.report}
          icon={<FileTextOutlined />}
          active={open.report}
          disabled={!ready}
          onClick={() => onToggle('report')}
          testId="route-toggle-report"
        />
        <IconButton
          label={t.poi}
          icon={<EnvironmentOutlined />}
          onClick={() => setPoiOpen(true)}
          testId="route-choose-poi"
        />
        <IconButton
          label={t.settings}
          icon={<SettingOutlined />}
          onClick={() => setSettingsOpen(true)}
          testId="route-settings"
        />
      </div>
      <EventFilterBar info={tab?.route?.info ?? null} />
      <PoiChooser open={poiOpen} onClose={() => setPoiOpen(false)} />
      <RouteSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
