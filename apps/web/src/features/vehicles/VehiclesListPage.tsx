import type { VehicleListRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordListPage } from '../../kit/records';
import { deleteVehicle, loadVehicles } from './api';

const t = pl.vehicles;
const rowId = (r: VehicleListRow) => String(r.vid);
const editPath = (id: string) => `/vehicles/${id}`;

/** /vehicles (spec 3 §2.1): the grid with 'Dodaj nowy', 'Edytuj', 'Usuń' and a confirmed delete. */
export function VehiclesListPage() {
  return (
    <RecordListPage<VehicleListRow>
      title={t.listTitle}
      load={loadVehicles}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="vehicles_grid"
      actions={{ add: true, edit: true, remove: true }}
      deleteText={(r) => t.deleteConfirm(r.reg_no)}
      remove={(r) => deleteVehicle(r.vid)}
      testId="vehicles-list"
    />
  );
}
