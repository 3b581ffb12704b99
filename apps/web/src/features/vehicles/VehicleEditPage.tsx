import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { DescriptionOption, VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { deleteVehicle, loadVehicleDetails, saveVehicle } from './api';
import { AlarmsTab } from './AlarmsTab';
import { AreasTab } from './AreasTab';
import { BigUsageTab } from './BigUsageTab';
import { CountersTab } from './CountersTab';
import { DescriptionsContext } from './descriptionsContext';
import { FuelTab } from './FuelTab';
import { GeneralTab } from './GeneralTab';
import { InOutTab } from './InOutTab';
import { SettingsTab } from './SettingsTab';
import { TachoTab } from './TachoTab';
import { ThermometersTab } from './ThermometersTab';
import { toSaveBody, toValues, type VehicleValues } from './vehicleForm';
import './vehicles.css';

const t = pl.vehicles;
const LIST = '/vehicles';

/**
 * /vehicles/:id (spec 3 §2.1): 'Edytuj obiekt' (the name as subtitle) or 'Dodaj obiekt', with the
 * left tabs Ogólne, Paliwo, Duże zużycia, Wejścia, Wyjścia, Alarmy, Bazy, Punkty własne,
 * Ustawienia and the further ones (tachograph and ports, thermometers, counters).
 */
export function VehicleEditPage() {
  const id = useParams().id ?? 'new';
  const save = useCallback((values: VehicleValues) => saveVehicle(toSaveBody(values)), []);
  const editor = useRecordEditor<VehicleDetailsAnswer, VehicleValues>({
    id,
    listPath: LIST,
    load: loadVehicleDetails,
    toValues,
    save,
    remove: (d) => deleteVehicle(d.vehicle.vid),
    deleteText: (d) => t.deleteConfirm(d.vehicle.reg_no),
    reloadOnUndo: true,
  });
  const d = editor.details;
  const { onValuesChange } = editor;
  const [descriptions, setDescriptions] = useState<{ inout: DescriptionOption[]; thermometer: DescriptionOption[] }>({
    inout: [],
    thermometer: [],
  });
  useEffect(() => {
    if (d) setDescriptions({ inout: d.vehicle_inout_descriptions, thermometer: d.vehicle_thermometer_descriptions });
  }, [d]);
  const descriptionsState = useMemo(() => ({ ...descriptions, set: setDescriptions }), [descriptions]);

  const tabs = useMemo(() => {
    if (!d) return [];
    const bases = d.bases.map((b) => ({ id: b.base_id, name: b.name }));
    const pois = d.solid_objects.map((p) => ({ id: p.solid_object_id, name: p.name, unverified: !p.verified }));
    return [
      { key: 'general', label: t.tabs.general, children: <GeneralTab details={d} onEdited={onValuesChange} /> },
      { key: 'fuel', label: t.tabs.fuel, children: <FuelTab details={d} onEdited={onValuesChange} /> },
      { key: 'bigusage', label: t.tabs.bigUsage, children: <BigUsageTab /> },
      { key: 'inputs', label: t.tabs.inputs, children: <InOutTab list="inputs" details={d} /> },
      { key: 'outputs', label: t.tabs.outputs, children: <InOutTab list="outputs" details={d} /> },
      { key: 'alarms', label: t.tabs.alarms, children: <AlarmsTab details={d} onEdited={onValuesChange} /> },
      { key: 'bases', label: t.tabs.bases, children: <AreasTab field="bases" items={bases} /> },
      { key: 'pois', label: t.tabs.pois, children: <AreasTab field="solid_objects" items={pois} /> },
      { key: 'settings', label: t.tabs.settings, children: <SettingsTab details={d} /> },
      { key: 'tacho', label: t.tabs.tacho, children: <TachoTab details={d} /> },
      { key: 'thermometers', label: t.tabs.thermometers, children: <ThermometersTab /> },
      {
        key: 'counters',
        label: t.tabs.counters,
        children: <CountersTab vid={d.vehicle.vid} onEdited={onValuesChange} />,
      },
    ];
  }, [d, onValuesChange]);

  return (
    <DescriptionsContext.Provider value={descriptionsState}>
      <RecordEditFrame
        editor={editor}
        listPath={LIST}
        title={editor.isNew ? t.addTitle : t.editTitle}
        subtitle={d && !editor.isNew ? d.vehicle.reg_no : undefined}
        tabs={tabs}
        testId="vehicle-edit"
      />
    </DescriptionsContext.Provider>
  );
}
