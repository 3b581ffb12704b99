import { useState } from 'react';
import { Button, Tooltip } from 'antd';
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
import { pl } from '../../i18n/pl';
import { PoiChooser } from '../monitor';
import { EventFilterBar } from './EventFilterBar';
import { RouteSettingsDialog } from './RouteSettingsDialog';
import { ToggleButton } from './ToggleButton';
import { vehicleNeighbours } from './neighbours';
import type { RouteRequest } from './routeForm';
import type { RouteTab } from './routeStore';
import type { RouteVehicles } from './useRouteVehicles';

const t = pl.route.toolbar;

export type WidgetKey = 'eventsTable' | 'charts' | 'report';

export interface RouteToolbarProps {
  tab: RouteTab | null;
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
        <Tooltip title={prev ? prev.name : t.prevVehicle}>
          <Button
            icon={<LeftOutlined />}
            disabled={!prev}
            onClick={() => prev && loadFor(prev.id)}
            aria-label={t.prevVehicle}
            data-testid="route-prev-vehicle"
          />
        </Tooltip>
        <Tooltip title={next ? next.name : t.nextVehicle}>
          <Button
            icon={<RightOutlined />}
            disabled={!next}
            onClick={() => next && loadFor(next.id)}
            aria-label={t.nextVehicle}
            data-testid="route-next-vehicle"
          />
        </Tooltip>
      </div>
      <div className="route-toolbar-group">
        <ToggleButton
          label={t.eventsTable}
          icon={<TableOutlined />}
          active={open.eventsTable}
          disabled={!ready}
          onClick={() => onToggle('eventsTable')}
          testId="route-toggle-events"
        />
        {canCharts && (
          <ToggleButton
            label={t.charts}
            icon={<BarChartOutlined />}
            active={open.charts}
            disabled={!ready}
            onClick={() => onToggle('charts')}
            testId="route-toggle-charts"
          />
        )}
        <ToggleButton
          label={t.report}
          icon={<FileTextOutlined />}
          active={open.report}
          disabled={!ready}
          onClick={() => onToggle('report')}
          testId="route-toggle-report"
        />
        <Tooltip title={t.poi}>
          <Button
            icon={<EnvironmentOutlined />}
            onClick={() => setPoiOpen(true)}
            aria-label={t.poi}
            data-testid="route-choose-poi"
          />
        </Tooltip>
        <Tooltip title={t.settings}>
          <Button
            icon={<SettingOutlined />}
            onClick={() => setSettingsOpen(true)}
            aria-label={t.settings}
            data-testid="route-settings"
          />
        </Tooltip>
      </div>
      <EventFilterBar info={tab?.route?.info ?? null} />
      <PoiChooser open={poiOpen} onClose={() => setPoiOpen(false)} />
      <RouteSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
