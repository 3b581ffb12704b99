import type { PowerOrderRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { loadPowerOrders } from './api';

const t = pl.rail.power;

async function load(signal: AbortSignal) {
  try {
    return await loadPowerOrders(signal);
  } catch (e) {
    if (signal.aborted) toastInfo(t.cancelled);
    throw e;
  }
}

const rowId = (row: PowerOrderRow) => String(row.vid);
const editPath = (id: string) => `/powerorder/${id}`;

/** /powerorder (spec 3 §2.14): the vehicles and their ordered power; a double click opens one, no add. */
export function PowerOrderListPage() {
  return (
    <RecordListPage<PowerOrderRow>
      title={t.listTitle}
      load={load}
      rowId={rowId}
      editPath={editPath}
      layoutModule="powerorder_grid"
      actions={{}}
      testId="powerorder-list"
    />
  );
}
