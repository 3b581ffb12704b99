import { useMemo } from 'react';
import { pl } from '../../i18n/pl';
import type { ClusterClick, MapVehicle } from '../types';
import { MapPopup } from './MapPopup';

export interface ClusterPopupProps {
  click: ClusterClick;
  vehicles: ReadonlyMap<number, MapVehicle>;
  onPick(id: number): void;
  onClose(): void;
}

/** The vehicles of a clicked cluster, by registration; choosing one selects it (spec 1 §4). */
export function ClusterPopup({ click, vehicles, onPick, onClose }: ClusterPopupProps) {
  const members = useMemo(
    () =>
      click.ids
        .map((id) => vehicles.get(id))
        .filter((v): v is MapVehicle => v !== undefined)
        .sort((a, b) => a.title.localeCompare(b.title, 'pl', { numeric: true })),
    [click, vehicles],
  );
  return (
    <MapPopup
      pixel={click.pixel}
      title={pl.monitMap.clusterTitle(members.length)}
      onClose={onClose}
      testId="map-cluster-popup"
    >
      <div className="map-popup-hint">{pl.monitMap.clusterHint}</div>
      <ul className="map-popup-list">
        {members.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className="map-popup-item"
              data-testid="map-cluster-item"
              data-vid={v.id}
              disabled={!v.selectable}
              title={v.selectable ? undefined : pl.monitMap.notSelectable}
              onClick={() => onPick(v.id)}
            >
              <span className="map-popup-swatch" style={{ background: v.look.color }} />
              {v.title}
            </button>
          </li>
        ))}
      </ul>
    </MapPopup>
  );
}
