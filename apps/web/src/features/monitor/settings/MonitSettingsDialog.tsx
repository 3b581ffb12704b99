import { useEffect, useState } from 'react';
import { Button, Checkbox, Divider, Form, Modal, Radio, Select, Tabs, Typography } from 'antd';
import { pl } from '../../../i18n/pl';
import { TILE_LAYER_KEYS } from '../../../map/tiles';
import { saveWithLoader, useSettings } from '../../settings';
import { FLAG_SETTING, RAIL_KEYS, railSetting } from '../list/listFlags';
import {
  changedMonitKeys,
  fromMonitForm,
  toMonitForm,
  type MapFlagKey,
  type MonitSettingsForm,
} from './monitSettingsForm';

/**
 * 'Ustawienia monitoringu' (spec 1 §2.7): 720 px, tabs 'Lista pojazdów' (list mode and every
 * monit-vl-* flag) and 'Mapa' (bubble fields, clustering, tile layer), Anuluj/Zapisz. Saved
 * with the whole settings document under the 'Zapisuję ustawienia...' loader.
 */

const t = pl.monitList.settings;
const f = pl.monitList.fields;

/** Label of each list flag in the dialog (the item's own wording where it has one). */
const FLAG_LABEL: Record<keyof typeof FLAG_SETTING, string> = {
  date: t.date,
  geo: f.geo,
  geoCoords: t.geoCoords,
  poiname: f.poiname,
  driver: t.driver,
  phone: f.phone,
  speed: f.speed,
  speedTacho: f.speedTacho,
  engine: f.engine,
  fuel: f.fuel,
  tonage: f.tonage,
  accumulator: f.accumulator,
  counter: f.counter,
  mth: f.mth,
  energy1: f.energy1,
  energy2: f.energy2,
  inputs: f.inputs,
  temp: f.temp,
};

const MAP_LABEL: Record<MapFlagKey, string> = {
  'monit-vi-date': t.viDate,
  'monit-vi-speed': t.viSpeed,
  'monit-vi-geo': t.viGeo,
  'monit-clustering': t.clustering,
};

const TILE_LABEL: Record<string, string> = { '{product}': pl.product.name, osm: t.tilesOsm, train: t.tilesTrain };

function FlagBox({ name, label }: { name: (string | number)[]; label: string }) {
  const testId = `msettings-${String(name[name.length - 1])}`;
  return (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox data-testid={testId}>{label}</Checkbox>
    </Form.Item>
  );
}

function ListTab() {
  return (
    <>
      <Form.Item name="mode" label={t.mode}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'standard', label: t.modeStandard },
            { value: 'wide', label: t.modeWide },
          ]}
          data-testid="msettings-mode"
        />
      </Form.Item>
      <Typography.Text strong>{t.listFields}</Typography.Text>
      <div className="msettings-grid">
        {Object.entries(FLAG_SETTING).map(([name, key]) => (
          <FlagBox key={key} name={['list', key]} label={FLAG_LABEL[name as keyof typeof FLAG_SETTING]} />
        ))}
      </div>
      <Divider className="msettings-divider" />
      <Typography.Text strong>{t.railFields}</Typography.Text>
      <div className="msettings-grid">
        {RAIL_KEYS.map((k) => (
          <FlagBox key={k} name={['list', railSetting(k)]} label={pl.monitList.rail[k]} />
        ))}
      </div>
    </>
  );
}

function MapTab() {
  return (
    <>
      <Typography.Text strong>{t.mapBubble}</Typography.Text>
      <div className="msettings-grid">
        {(['monit-vi-date', 'monit-vi-speed', 'monit-vi-geo'] as const).map((key) => (
          <FlagBox key={key} name={['map', key]} label={MAP_LABEL[key]} />
        ))}
      </div>
      <Divider className="msettings-divider" />
      <Form.Item name={['map', 'monit-clustering']} valuePropName="checked" extra={t.clusteringHint}>
        <Checkbox data-testid="msettings-monit-clustering">{MAP_LABEL['monit-clustering']}</Checkbox>
      </Form.Item>
      <Form.Item name="tiles" label={t.tilesLayer}>
        <Select
          style={{ width: 240 }}
          options={TILE_LAYER_KEYS.map((k) => ({ value: k, label: TILE_LABEL[k] ?? k }))}
          data-testid="msettings-tiles"
        />
      </Form.Item>
    </>
  );
}

export function MonitSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<MonitSettingsForm>();
  const [tab, setTab] = useState<'list' | 'map'>('list');
  const [busy, setBusy] = useState(false);

  // Each opening starts from the stored document; a cancelled edit leaves nothing behind.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toMonitForm(useSettings.getState().doc));
    setTab('list');
  }, [open, form]);

  async function save() {
    const doc = useSettings.getState().doc;
    const next = fromMonitForm(doc, form.getFieldsValue(true) as MonitSettingsForm);
    if (changedMonitKeys(doc, next).length === 0) {
      onClose();
      return;
    }
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
      rootClassName="msettings-dialog"
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="msettings-cancel">
          {t.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={save} loading={busy} data-testid="msettings-save">
          {t.save}
        </Button>,
      ]}
    >
      <Form<MonitSettingsForm> form={form} layout="horizontal" colon={false}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'list' | 'map')}
          items={[
            { key: 'list', label: t.tabList, forceRender: true, children: <ListTab /> },
            { key: 'map', label: t.tabMap, forceRender: true, children: <MapTab /> },
          ]}
        />
      </Form>
    </Modal>
  );
}
