import { memo } from 'react';
import { Button, Checkbox, Popover, Segmented, Slider, Tooltip } from 'antd';
import { BarChartOutlined, CloseOutlined, ColumnWidthOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { pl } from '../../../kit/i18n/pl';
import type { ChartAxis as AxisMode } from '../model';
import type { ChartKind } from './chartDefs';
import { ZOOM_MAX, ZOOM_MIN } from './chartAxis';

const t = pl.routeCharts;

export interface RouteChartsToolbarProps {
  offered: readonly ChartKind[];
  chosen: Partial<Record<ChartKind, boolean>>;
  onChoose(kind: ChartKind, on: boolean): void;
  modes: readonly AxisMode[];
  mode: AxisMode;
  onMode(mode: AxisMode): void;
  zoom: number;
  onZoom(zoom: number): void;
  onShowAll(): void;
  onRefresh(): void;
  onClose(): void;
  /** X of the point under the cursor in the mode's terms, null: none. */
  readout: string | null;
}

/** The charts widget's toolbar (spec 2 §2.1): charts, X scale, zoom, whole chart, refresh, close. */
export const RouteChartsToolbar = memo(function RouteChartsToolbar(p: RouteChartsToolbarProps) {
  return (
    <div className="route-charts-toolbar" data-testid="route-charts-toolbar">
      <Popover
        trigger="click"
        placement="bottomLeft"
        content={
          <div className="route-charts-chooser">
            {p.offered.map((kind) => (
              <Checkbox
                key={kind}
                checked={p.chosen[kind] !== false}
                onChange={(e) => p.onChoose(kind, e.target.checked)}
                data-testid={`route-charts-toggle-${kind}`}
              >
                {t.titles[kind]}
              </Checkbox>
            ))}
          </div>
        }
      >
        <Button size="small" icon={<BarChartOutlined />} data-testid="route-charts-chooser">
          {t.charts} <DownOutlined />
        </Button>
      </Popover>
      <Segmented
        size="small"
        value={p.mode}
        onChange={(v) => p.onMode(v as AxisMode)}
        options={p.modes.map((m) => ({ value: m, label: t.axes[m] }))}
        title={t.axis}
        data-testid="route-charts-axis"
      />
      <span className="route-charts-zoom" title={t.zoom}>
        <Slider
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          value={p.zoom}
          onChange={(v) => p.onZoom(v)}
          tooltip={{ formatter: (v) => `${v}%` }}
          aria-label={t.zoom}
          data-testid="route-charts-zoom"
        />
      </span>
      <span className="route-charts-readout" data-testid="route-charts-readout">
        {p.readout ?? t.hint}
      </span>
      {(
        [
          ['all', t.showAll, <ColumnWidthOutlined key="i" />, p.onShowAll],
          ['refresh', t.refresh, <ReloadOutlined key="i" />, p.onRefresh],
          ['close', t.close, <CloseOutlined key="i" />, p.onClose],
        ] as const
      ).map(([id, title, icon, onClick]) => (
        <Tooltip key={id} title={title}>
          <Button
            size="small"
            type="text"
            icon={icon}
            aria-label={title}
            onClick={onClick}
            data-testid={`route-charts-${id}`}
          />
        </Tooltip>
      ))}
    </div>
  );
});
