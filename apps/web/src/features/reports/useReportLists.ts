import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelectItem } from '@namiar/domain';
import { fetchReportLists } from './api';
import type { ObjectKind } from './reportTypes';

/** Same key as the route dialog's lists: one answer serves both screens. */
const LISTS_KEY = ['reports', 'lists', 'route'] as const;

export interface ReportObjectOption {
  id: number;
  name: string;
  /** The own point's type, shown beside its name. */
  extra?: string;
}

/**
 * The builder's select lists (vehicles, drivers, own points), sorted by name by the server.
 * `cancel` aborts a running load (the loader's 'Anuluj'); the lists then stay empty, `cancelled`,
 * until `retry`.
 */
export function useReportLists() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: LISTS_KEY,
    queryFn: ({ signal }) => fetchReportLists(signal),
    staleTime: 5 * 60_000,
  });
  const cancel = useCallback(() => void client.cancelQueries({ queryKey: LISTS_KEY }), [client]);
  const lists = useMemo((): Record<ObjectKind, ReportObjectOption[]> => {
    const data = query.data;
    const plain = (items: readonly SelectItem[] | undefined) => (items ?? []).map((i) => ({ id: i.id, name: i.name }));
    return {
      vehicles: plain(data?.vehicles),
      drivers: plain(data?.drivers),
      pois: (data?.pois ?? []).map((p) => ({ id: p.id, name: p.name, extra: p.type_name || undefined })),
    };
  }, [query.data]);
  return {
    lists,
    loading: query.isPending && query.fetchStatus === 'fetching',
    failed: query.isError,
    // A cancelled first load goes back to 'pending' with nothing fetching.
    cancelled: query.isPending && query.fetchStatus === 'idle',
    retry: () => void query.refetch(),
    cancel,
  };
}
