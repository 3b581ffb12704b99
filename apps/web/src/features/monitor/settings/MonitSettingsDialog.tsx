import { Checkbox, Divider, Form, Radio, Typography } from 'antd';
import { pl } from '../../../kit/i18n/pl';
import { FlagCheckbox, TabbedSettingsDialog, TileLayerField } from '../../../kit/settings';
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

function FlagBox({ name, label }: { name: string[]; label: string }) {
  return <FlagCheckbox name={name} label={label} testIdPrefix="msettings" />;
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
      <TileLayerField label={t.tilesLayer} testId="msettings-tiles" />
    </>
  );
}

const TABS = [
  { key: 'list', label: t.tabList, children: <ListTab /> },
  { key: 'map', label: t.tabMap, children: <MapTab /> },
];

export function MonitSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TabbedSettingsDialog<MonitSettingsForm>
      open={open}
      onClose={onClose}
      title={t.title}
      rootClassName="msettings-dialog"
      testIdPrefix="msettings"
      tabs={TABS}
      toForm={toMonitForm}
      fromForm={fromMonitForm}
      changedKeys={changedMonitKeys}
    />
  );
}
