import { useEffect, useState } from 'react';
import { Button, Checkbox, Divider, Form, InputNumber, Modal, Select, Tabs, Typography } from 'antd';
import { pl } from '../../i18n/pl';
import { TILE_LAYER_KEYS, tileLayerLabel } from '../../map';
import { saveWithLoader, useSettings } from '../settings';
import { FILTER_GROUPS } from './eventFilters';
import { CHART_FLAG_KEYS, CHART_TYPES, MAP_FLAG_KEYS, OTHER_FLAG_KEYS, WIDGET_MIN_HEIGHT } from './routeSettings';
import { type RouteSettingsForm, changedKeys, fromRouteSettingsForm, toRouteSettingsForm } from './routeSettingsForm';

const t = pl.route.settings;

function Flag({ name, label }: { name: (string | number)[]; label: string }) {
  return (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox data-testid={`rsettings-${String(name[name.length - 1])}`}>{label}</Checkbox>
    </Form.Item>
  );
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
      <Form.Item name="tiles" label={t.tiles}>
        <Select
          style={{ width: 240 }}
          options={TILE_LAYER_KEYS.map((k) => ({ value: k, label: tileLayerLabel(k) }))}
          data-testid="rsettings-tiles"
        />
      </Form.Item>
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

/**
 * 'Ustawienia trasy' (spec 2 §2.1): 720 px, tabs Mapa, Wykresy, Inne with every route-* key,
 * the tile layer, the event filters and the charts' height and types; Anuluj/Zapisz saves the
 * whole settings document under the loader.
 */
export function RouteSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<RouteSettingsForm>();
  const [tab, setTab] = useState('map');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toRouteSettingsForm(useSettings.getState().doc));
    setTab('map');
  }, [open, form]);

  async function save() {
    const doc = useSettings.getState().doc;
    const next = fromRouteSettingsForm(doc, form.getFieldsValue(true) as RouteSettingsForm);
    if (changedKeys(doc, next).length === 0) return onClose();
    setBusy(true);
    try {
      await saveWithLoader(next);
      onClose();
    } catch {
      // Shown by the API client; the dialog keeps the user's choices.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t.title}
      width={720}
      onCancel={onClose}
      maskClosable={false}
      rootClassName="route-settings-dialog"
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="rsettings-cancel">
          {t.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={() => void save()} loading={busy} data-testid="rsettings-save">
          {t.save}
        </Button>,
      ]}
    >
      <Form<RouteSettingsForm> form={form} layout="horizontal" colon={false}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'map', label: t.tabMap, forceRender: true, children: <MapTab /> },
            { key: 'charts', label: t.tabCharts, forceRender: true, children: <ChartsTab /> },
            { key: 'other', label: t.tabOther, forceRender: true, children: <OtherTab /> },
          ]}
        />
      </Form>
    </Modal>
  );
}
