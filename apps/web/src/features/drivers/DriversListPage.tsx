import type { DriverRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { deleteDriver, loadDrivers } from './api';
import { driverFullName } from './driverForm';

const t = pl.drivers;

/** A cancelled load says so (spec 3 §8: 'Pobieranie kierowców zostało anulowane'). */
async function load(signal: AbortSignal) {
  try {
    return await loadDrivers(signal);
  } catch (e) {
    if (signal.aborted) toastInfo(t.cancelled);
    throw e;
  }
}

const rowId = (row: DriverRow) => String(row.did);
const editPath = (id: string) => `/drivers/${id}`;

/**
 * /drivers (spec 3 §2.2): add, edit and delete (the last two with a chosen row), fit column
 * widths; a click chooses a row, a double click opens it.
 */
export function DriversListPage() {
  return (
    <RecordListPage<DriverRow>
      title={t.listTitle}
      load={load}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="drivers_grid"
      actions={{ add: true, edit: true, remove: true }}
      deleteText={(row) => t.deleteConfirm(driverFullName(row))}
      remove={(row) => deleteDriver(row.did)}
      testId="drivers-list"
    />
  );
}
