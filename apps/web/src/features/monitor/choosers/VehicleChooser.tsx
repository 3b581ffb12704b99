import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withLoader } from '../../../kit/loader/loaderStore';
import { pl } from '../../../kit/i18n/pl';
import { fetchVehicleChoices, saveVehicleChoices } from '../api';
import { MONIT_QUERY_KEY } from '../useMonitData';
import { TransferWindow } from '../../../kit/ui/TransferWindow';

/**
 * 'Wybierz pojazdy' (spec 1 §2.7): which vehicles the monitor shows. The list is read on
 * every opening; saving runs under the loading overlay (spec 1 §4) and refreshes the monitor.
 */

const t = pl.monitList.chooser;

function Chooser({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: ['monitVehicleChoices'],
    queryFn: ({ signal }) => fetchVehicleChoices(signal),
    gcTime: 0,
  });
  const items = useMemo(
    () => choices.data?.vehicles.map((v) => ({ key: String(v.vid), title: v.regno })),
    [choices.data],
  );
  const visible = useMemo(
    () => choices.data?.vehicles.filter((v) => v.visible).map((v) => String(v.vid)),
    [choices.data],
  );

  async function save(keys: string[]) {
    await withLoader(t.savingVehicles, (signal) => saveVehicleChoices(keys.map(Number), signal));
    onClose();
    await queryClient.invalidateQueries({ queryKey: MONIT_QUERY_KEY });
  }

  return (
    <TransferWindow
      open
      title={t.vehiclesTitle}
      testId="vehicle-chooser"
      items={items}
      visible={visible}
      loading={choices.isFetching}
      error={choices.isError ? choices.error.message : null}
      onRetry={() => void choices.refetch()}
      onCancel={onClose}
      onSave={save}
    />
  );
}

/** Mounted only while open, so each opening loads the current choice. */
export function VehicleChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <Chooser onClose={onClose} /> : null;
}
