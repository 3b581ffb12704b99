import type { UserListRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { loadUsers } from './api';

const t = pl.users;

/** A cancelled load says so (spec 3 §8: 'Pobieranie użytkowników zostało anulowane'). */
async function load(signal: AbortSignal) {
  try {
    return await loadUsers(signal);
  } catch (e) {
    if (signal.aborted) toastInfo(t.cancelled);
    throw e;
  }
}

const rowId = (row: UserListRow) => String(row.uid);
const editPath = (id: string) => `/users/${id}`;

/** /users (spec 3 §2.10): the grid with 'Dodaj nowy' and column fitting; a double click opens the editor. */
export function UsersListPage() {
  return (
    <RecordListPage<UserListRow>
      title={t.listTitle}
      load={load}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="users_grid"
      actions={{ add: true }}
      testId="users-list"
    />
  );
}
