import type { BaseListRow, PoiListRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage, type RecordList } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { deletePoi, loadBases, loadPois } from './api';

const t = pl.areas;

/** A cancelled load says so, as the other record lists do (spec 3 §8). */
function cancellable<Row>(load: (signal: AbortSignal) => Promise<RecordList<Row>>, cancelled: string) {
  return async (signal: AbortSignal) => {
    try {
      return await load(signal);
    } catch (e) {
      if (signal.aborted) toastInfo(cancelled);
      throw e;
    }
  };
}

const loadPoiList = cancellable(loadPois, t.poiCancelled);
const loadBaseList = cancellable(loadBases, t.baseCancelled);
const poiId = (row: PoiListRow) => String(row.pid);
const baseId = (row: BaseListRow) => String(row.bid);
const poiPath = (id: string) => `/poi/${id}`;
const basePath = (id: string) => `/base/${id}`;

/** /poi (spec 3 §2.3): add, edit and delete with its confirmation; a double click opens a point. */
export function PoiListPage() {
  return (
    <RecordListPage<PoiListRow>
      title={t.poiListTitle}
      load={loadPoiList}
      loadingText={t.loadingPois}
      rowId={poiId}
      editPath={poiPath}
      layoutModule="poi_grid"
      actions={{ add: true, edit: true, remove: true }}
      deleteText={(row) => t.poiDeleteConfirm(row.name)}
      remove={(row) => deletePoi(row.pid)}
      testId="poi-list"
    />
  );
}

/** /base (spec 3 §2.4): only 'Dodaj nowy'; a double click opens a base. */
export function BaseListPage() {
  return (
    <RecordListPage<BaseListRow>
      title={t.baseListTitle}
      load={loadBaseList}
      loadingText={t.loadingBases}
      rowId={baseId}
      editPath={basePath}
      layoutModule="base_grid"
      actions={{ add: true }}
      testId="base-list"
    />
  );
}
