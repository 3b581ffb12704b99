import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withLoader } from '../loader/loaderStore';
import { pl } from '../i18n/pl';
import { POI_MAP_QUERY_KEY, fetchPoiMap, savePoiChoices } from './api';
import { TransferWindow } from '../ui/TransferWindow';

/**
 * 'Wybierz POI widoczne na mapie' (spec 1 §2.7): own points and bases drawn on the map, from
 * GET /poi/map, saved with /poi/map/save under the loading overlay; the map's POI layer
 * (query ['poi', 'map']) reloads after the save.
 */

const t = pl.monitList.chooser;
/** A pid whose second character is 1 is a base (spec 1 §2.7). */
export function isBasePid(pid: string): boolean {
  return pid.charAt(1) === '1';
}

function Chooser({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const pois = useQuery({
    queryKey: ['poiChoices'],
    queryFn: ({ signal }) => fetchPoiMap(signal),
    gcTime: 0,
  });
  const items = useMemo(
    () => pois.data?.data.map((p) => ({ key: p.pid, title: p.name, description: isBasePid(p.pid) ? t.base : t.poi })),
    [pois.data],
  );
  const visible = useMemo(() => pois.data?.data.filter((p) => p.chosen).map((p) => p.pid), [pois.data]);

  async function save(keys: string[]) {
    await withLoader(t.savingPoi, (signal) => savePoiChoices(keys, signal));
    onClose();
    await queryClient.invalidateQueries({ queryKey: POI_MAP_QUERY_KEY });
  }

  return (
    <TransferWindow
      open
      title={t.poiTitle}
      testId="poi-chooser"
      items={items}
      visible={visible}
      loading={pois.isFetching}
      error={pois.isError ? pois.error.message : null}
      onRetry={() => void pois.refetch()}
      onCancel={onClose}
      onSave={save}
    />
  );
}

export function PoiChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <Chooser onClose={onClose} /> : null;
}
