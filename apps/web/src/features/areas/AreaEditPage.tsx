import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AreaOption, BaseDetailsAnswer, BaseRecord, PoiDetailsAnswer, PoiRecord } from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { deleteBase, deletePoi, loadBaseDetails, loadPoiDetails, reverseAddress, saveBase, savePoi } from './api';
import { AreaAddressTab } from './AreaAddressTab';
import { AreaAssignTab } from './AreaAssignTab';
import { AreaGeneralTab } from './AreaGeneralTab';
import {
  formShape,
  mapStart,
  queryPrefill,
  shapeCentre,
  toFormValues,
  toSaveBody,
  type AreaFormValues,
  type AreaKind,
  type DrawnShape,
} from './areaForm';
import { AreaMapTab } from './map/AreaMapTab';
import './areas.css';

const t = pl.areas;

type Details = PoiDetailsAnswer | BaseDetailsAnswer;

/** What differs between the own point and the base editors. */
interface KindSetup {
  list: string;
  load(id: string, signal: AbortSignal): Promise<Details>;
  save(body: FormBody): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  record(d: Details): PoiRecord | BaseRecord;
  id(d: Details): number;
  options(d: Details): { types: readonly AreaOption[]; statuses: readonly AreaOption[] };
  titles: { edit: string; add: string };
  deleteText: (name: string) => string;
  savingText: string;
}

const SETUP: Record<AreaKind, KindSetup> = {
  poi: {
    list: '/poi',
    load: loadPoiDetails,
    save: savePoi,
    remove: deletePoi,
    record: (d) => (d as PoiDetailsAnswer).poi,
    id: (d) => (d as PoiDetailsAnswer).poi.pid,
    options: (d) => ({ types: (d as PoiDetailsAnswer).poi_types, statuses: (d as PoiDetailsAnswer).poi_statuses }),
    titles: { edit: t.poiEditTitle, add: t.poiAddTitle },
    deleteText: t.poiDeleteConfirm,
    savingText: t.poiSaving,
  },
  base: {
    list: '/base',
    load: loadBaseDetails,
    save: saveBase,
    remove: deleteBase,
    record: (d) => (d as BaseDetailsAnswer).base,
    id: (d) => (d as BaseDetailsAnswer).base.bid,
    options: (d) => ({ types: (d as BaseDetailsAnswer).base_types, statuses: (d as BaseDetailsAnswer).base_statuses }),
    titles: { edit: t.baseEditTitle, add: t.baseAddTitle },
    deleteText: t.baseDeleteConfirm,
    savingText: t.baseSaving,
  },
};

/**
 * /poi/:id and /base/:id (spec 3 §2.3, §2.4): 'Ogólne', 'Mapa', 'Dane adresowe', 'Przypisane
 * pojazdy', 'Przypisani kierowcy'. A new record opened with ?lat=&lon= (the monitor's and the
 * route's 'add POI / base here') starts as a circle there, its address looked up; a drawn area
 * applied on the map fills the address from its centre.
 */
function AreaEditPage({ kind }: { kind: AreaKind }) {
  const setup = SETUP[kind];
  const id = useParams().id ?? 'new';
  const [search] = useSearchParams();
  const prefill = useMemo(() => queryPrefill(search), [search]);
  const [tab, setTab] = useState('general');
  const [geocoding, setGeocoding] = useState(false);

  const toValues = useCallback((d: Details) => toFormValues(kind, setup.record(d), prefill), [kind, setup, prefill]);
  const save = useCallback(
    (values: AreaFormValues, d: Details) => setup.save(toSaveBody(kind, setup.id(d), values)),
    [kind, setup],
  );
  const editor = useRecordEditor<Details, AreaFormValues>({
    id,
    listPath: setup.list,
    load: setup.load,
    toValues,
    save,
    remove: (d) => setup.remove(setup.id(d)),
    deleteText: (d) => setup.deleteText(setup.record(d).name),
    savingText: setup.savingText,
  });
  const { details: d, form, onValuesChange } = editor;

  /** The address tab from a place (reverse geocoding); a failure leaves the fields as they are. */
  const lookup = useRef(0);
  const fillAddress = useCallback(
    async (place: { lat: number; lon: number } | null) => {
      if (!place) return;
      const mine = ++lookup.current;
      setGeocoding(true);
      try {
        const fields = await reverseAddress(place.lat, place.lon);
        if (mine !== lookup.current || Object.values(fields).every((v) => v === '')) return;
        form.setFieldsValue(fields as Parameters<typeof form.setFieldsValue>[0]);
        onValuesChange();
      } catch {
        // The geocoder is out of reach: the user types the address.
      } finally {
        if (mine === lookup.current) setGeocoding(false);
      }
    },
    [form, onValuesChange],
  );

  // A new record placed from the query gets that place's address at once.
  useEffect(() => {
    if (d && editor.isNew && prefill) void fillAddress(prefill);
  }, [d, editor.isNew, prefill, fillAddress]);

  const onApplied = useCallback((drawn: DrawnShape) => void fillAddress(shapeCentre(drawn)), [fillAddress]);
  const geocodeFromForm = useCallback(
    () => void fillAddress(shapeCentre(formShape(kind, form.getFieldsValue(true) as AreaFormValues))),
    [fillAddress, form, kind],
  );

  const tabs = useMemo(() => {
    if (!d) return [];
    const start = mapStart(kind, shapeCentre(formShape(kind, toValues(d))));
    const { types, statuses } = setup.options(d);
    return [
      {
        key: 'general',
        label: t.tabs.general,
        children: <AreaGeneralTab kind={kind} types={types} statuses={statuses} />,
      },
      {
        key: 'map',
        label: t.tabs.map,
        children: (
          <AreaMapTab
            kind={kind}
            active={tab === 'map'}
            start={start}
            onEdited={onValuesChange}
            onApplied={onApplied}
          />
        ),
      },
      {
        key: 'address',
        label: t.tabs.address,
        children: <AreaAddressTab kind={kind} onGeocode={geocodeFromForm} geocoding={geocoding} />,
      },
      {
        key: 'vehicles',
        label: t.tabs.vehicles,
        children: (
          <AreaAssignTab
            kind={kind}
            field="vehicles"
            items={d.vehicles.map((v) => ({ key: v.vehicle_id, title: v.regno }))}
            titles={t.vehiclesTitles}
            hint={t.vehiclesHint}
          />
        ),
      },
      {
        key: 'drivers',
        label: t.tabs.drivers,
        children: (
          <AreaAssignTab
            kind={kind}
            field="drivers"
            items={d.drivers.map((x) => ({ key: x.driver_id, title: x.name }))}
            titles={t.driversTitles}
            hint={t.driversHint}
          />
        ),
      },
    ];
  }, [d, kind, setup, toValues, tab, onValuesChange, onApplied, geocodeFromForm, geocoding]);

  const name = d ? setup.record(d).name : '';
  return (
    <RecordEditFrame
      editor={editor}
      listPath={setup.list}
      title={editor.isNew ? setup.titles.add : setup.titles.edit}
      subtitle={!editor.isNew && name ? name : undefined}
      tabs={tabs}
      onTabChange={setTab}
      testId={`${kind}-edit`}
    />
  );
}

export function PoiEditPage() {
  return <AreaEditPage kind="poi" />;
}

export function BaseEditPage() {
  return <AreaEditPage kind="base" />;
}
