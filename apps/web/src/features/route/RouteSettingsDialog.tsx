import { Divider, Form, InputNumber, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { FlagCheckbox, TabbedSettingsDialog, TileLayerField } from '../../kit/settings';
import { FILTER_GROUPS } from './eventFilters';
import { CHART_FLAG_KEYS, CHART_TYPES, MAP_FLAG_KEYS, OTHER_FLAG_KEYS, WIDGET_MIN_HEIGHT } from './routeSettings';
import { type RouteSettingsForm, changedKeys, fromRouteSettingsForm, toRouteSettingsForm } from './routeSettingsForm';

const t = pl.route.settings;

function Flag({ name, label }: { name: string[]; label: string }) {
  return <FlagCheckbox name={name} label={label} testIdPrefix="rsettings" />;
}

function MapTab() {
  return (
    <>
      <div className="route-settings-grid">
        {MAP_FLAG_KEYS.map((k) => (
          <Flag key={k} name={['flags', k]} label={t.flags[k]} />
        ))}
      </div>
      <Divider className="route-settings-divider" />
      <TileLayerField label={t.tiles} testId="rsettings-tiles" />
    </>
  );
}

function ChartsTab() {
  return (
    <>
      <div className="route-settings-grid">
        {CHART_FLAG_KEYS.map((k) => (
          <Flag key={k} name={['flags', k]} label={t.flags[k]} />
        ))}
      </div>
      <Divider className="route-settings-divider" />
      <Typography.Text strong>{t.chartTypes}</Typography.Text>
      <div className="route-settings-grid">
        {CHART_TYPES.map((k) => (
          <Flag key={k} name={['chartType', k]} label={t.chartType[k]} />
        ))}
      </div>
      <Form.Item name="chartsHeight" label={t.chartsHeight} className="route-settings-height">
        <InputNumber min={WIDGET_MIN_HEIGHT} max={2000} suffix="px" data-testid="rsettings-chartsHeight" />
      </Form.Item>
    </>
  );
}

function OtherTab() {
  return (
    <>
      <div className="route-settings-grid">
        {OTHER_FLAG_KEYS.map((k) => (
          <Flag key={k} name={['flags', k]} label={t.flags[k]} />
        ))}
      </div>
      <Divider className="route-settings-divider" />
      <Typography.Text strong>{t.filters}</Typography.Text>
      <div className="route-settings-grid">
        {FILTER_GROUPS.map((g) => (
          <Flag key={g.key} name={['filters', g.key]} label={pl.route.filters[g.key]} />
        ))}
        <Flag name={['filters', 'alarms']} label={pl.route.filters.alarms} />
      </div>
    </>
  );
}

const TABS = [
  { key: 'map', label: t.tabMap, children: <MapTab /> },
  { key: 'charts', label: t.tabCharts, children: <ChartsTab /> },
  { key: 'other', label: t.tabOther, children: <OtherTab /> },
];

/**
 * 'Ustawienia trasy' (spec 2 §2.1): 720 px, tabs Mapa, Wykresy, Inne with every route-* key,
 * the tile layer, the event filters and the charts' height and types; Anuluj/Zapisz saves the
 * whole settings document under the loader.
 */
export function RouteSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TabbedSettingsDialog<RouteSettingsForm>
      open={open}
      onClose={onClose}
      title={t.title}
      rootClassName="route-settings-dialog"
      testIdPrefix="rsettings"
      tabs={TABS}
      toForm={toRouteSettingsForm}
      fromForm={fromRouteSettingsForm}
      changedKeys={changedKeys}
    />
  );
}
