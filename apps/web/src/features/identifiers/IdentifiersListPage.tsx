import type { IdentifierRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { loadIdentifiers } from './api';

const t = pl.drivers.ids;

async function load(signal: AbortSignal) {
  try {
    return await loadIdentifiers(signal);
  } catch (e) {
    if (signal.aborted) toastInfo(t.cancelled);
    throw e;
  }
}

const rowId = (row: IdentifierRow) => String(row.iid);
const editPath = (id: string) => `/ids/${id}`;

/** /ids (spec 3 §2.5): the identifiers and who holds each now; add and edit, no delete. */
export function IdentifiersListPage() {
  return (
    <RecordListPage<IdentifierRow>
      title={t.listTitle}
      load={load}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="ids_grid"
      actions={{ add: true, edit: true }}
      testId="ids-list"
    />
  );
}
