import type { EnergyCounterRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { loadCounters } from './api';

const t = pl.rail.counters;

async function load(signal: AbortSignal) {
  try {
    return await loadCounters(signal);
  } catch (e) {
    if (signal.aborted) toastInfo(t.cancelled);
    throw e;
  }
}

const rowId = (row: EnergyCounterRow) => String(row.cid);
const editPath = (id: string) => `/counters/${id}`;

/** /counters (spec 3 §2.13): the energy counters; 'Dodaj nowy', a double click opens one. */
export function CountersListPage() {
  return (
    <RecordListPage<EnergyCounterRow>
      title={t.listTitle}
      load={load}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="counters_grid"
      actions={{ add: true, edit: true }}
      testId="counters-list"
    />
  );
}
