import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { Empty, Spin } from 'antd';
import { maxStopHours, type MonitVehicle } from '@namiar/domain';
import { useSettings } from '../../../kit/settings';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';
import type { ItemInspection } from './itemModel';
import { ListContextMenu, type MenuTarget } from './ListContextMenu';
import { readDisplayMode, readListFlags } from './listFlags';
import { buildRows, vehicleMatches, type ListRow } from './listRows';
import { geocodeQueue } from '../../../kit/geocode';
import { ListToolbar } from './ListToolbar';
import { VirtualVehicleList } from './VirtualVehicleList';

/**
 * The left column of the monitor (spec 1 §2.7): toolbar, then the vehicle list, or
 * 'Wczytuję monitoring' on the first load, or the empty-list text with its hint.
 */

const t = pl.monitList;

/** The maximum stop/halt time in seconds from the settings document (hours, or old seconds). */
function maxStopSecondsOf(doc: Record<string, unknown>): number {
  const serverDefault = Number(doc.maxEventTime);
  return maxStopHours(doc['app-maxStopTime'], Number.isFinite(serverDefault) ? serverDefault : 0) * 3600;
}

/** The address the list already fetched for a vehicle's place (searchable without a new request). */
function knownPlace(v: MonitVehicle): string | undefined {
  return v.lat !== null && v.lon !== null ? geocodeQueue.cached(v.lat, v.lon) : undefined;
}

export function VehicleListPanel({ vehicles, loading }: { vehicles: MonitVehicle[]; loading: boolean }) {
  const doc = useSettings((s) => s.doc);
  const flags = useMemo(() => readListFlags(doc), [doc]);
  const mode = readDisplayMode(doc);
  const maxStopSeconds = useMemo(() => maxStopSecondsOf(doc), [doc]);
  const sort = useMonitor((s) => s.sort);
  const query = useMonitor((s) => s.listQuery);
  const shown = useMemo(
    () => (query.trim() ? vehicles.filter((v) => vehicleMatches(v, query, knownPlace(v))) : vehicles),
    [vehicles, query],
  );
  const rows = useMemo(() => buildRows(shown, sort), [shown, sort]);
  const [menu, setMenu] = useState<MenuTarget | null>(null);

  const onContextMenu = useCallback(
    (e: MouseEvent, row: ListRow) => setMenu({ kind: 'vehicle', row, x: e.clientX, y: e.clientY }),
    [],
  );
  const onInspectionMenu = useCallback(
    (e: MouseEvent, row: ListRow, ins: ItemInspection) =>
      setMenu({ kind: 'inspection', row, ins, x: e.clientX, y: e.clientY }),
    [],
  );
  const closeMenu = useCallback(() => setMenu(null), []);

  let body;
  if (loading) {
    body = (
      <div className="vl-state" data-testid="vehicle-list-loading">
        <Spin />
        <span>{pl.monit.loading}</span>
      </div>
    );
  } else if (rows.length === 0 && vehicles.length > 0) {
    body = (
      <div className="vl-state" data-testid="vehicle-list-no-match">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noMatch(query.trim())} />
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="vl-state" data-testid="vehicle-list-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div className="vl-empty-title">{t.empty}</div>
              <div className="vl-empty-hint">{t.emptyHint}</div>
            </>
          }
        />
      </div>
    );
  } else {
    body = (
      <VirtualVehicleList
        rows={rows}
        flags={flags}
        mode={mode}
        maxStopSeconds={maxStopSeconds}
        onContextMenu={onContextMenu}
        onInspectionMenu={onInspectionMenu}
      />
    );
  }

  return (
    <div className={`vl-panel is-${mode}`} data-testid="vehicle-list-panel" data-mode={mode}>
      <ListToolbar count={loading ? null : rows.length} total={vehicles.length} mode={mode} />
      {body}
      <ListContextMenu target={menu} onClose={closeMenu} />
    </div>
  );
}
