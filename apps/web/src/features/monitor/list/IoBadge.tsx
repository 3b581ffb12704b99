import { useEffect, useState } from 'react';
import { Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { IoEvent } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { fetchIoEvents } from '../api';
import { HoverPopover } from './HoverPopover';
import type { ItemIo } from './itemModel';
import { useAddress } from '../../../kit/geocode/useAddress';

/**
 * One input or output of a list item (spec 1 §2.7, §4), classed active / alarm /
 * breathalyser / inactive. For a type-7 one, resting the pointer on it for 0.5 s opens the
 * table of its latest events; the request goes 100 ms after the table opens (spec 1 §9).
 */

const t = pl.monitList;
export const IO_POPUP_DELAY_MS = 500;
export const IO_REQUEST_DELAY_MS = 100;

function Place({ event }: { event: IoEvent }) {
  const address = useAddress(event.place, event.lat, event.lon);
  if (address.pending) return <span className="vl-popover-muted">{t.placePending}</span>;
  return <>{address.text ?? pl.common.noData}</>;
}

function IoEventsTable({ io, vid }: { io: ItemIo; vid: number }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), IO_REQUEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const events = useQuery({
    queryKey: ['monitIoEvents', io.kind, vid, io.n],
    queryFn: ({ signal }) => fetchIoEvents(io.kind, vid, io.n, signal),
    enabled: armed,
    staleTime: 15_000,
  });
  const rows = (events.data?.events ?? []).map((e, i) => ({ ...e, key: i }));
  return (
    <Table<IoEvent & { key: number }>
      className="vl-io-events"
      data-testid="io-events"
      size="small"
      pagination={false}
      scroll={{ y: 240 }}
      loading={!armed || events.isFetching}
      dataSource={rows}
      locale={{ emptyText: events.isError ? events.error.message : t.noData }}
      columns={[
        { title: t.ioEventDate, dataIndex: 'fd', width: 150 },
        { title: t.ioEventDriver, dataIndex: 'dn', width: 130, render: (dn: string | null) => dn ?? pl.common.noData },
        { title: t.ioEventPlace, key: 'place', render: (_: unknown, e: IoEvent) => <Place event={e} /> },
      ]}
    />
  );
}

export function IoBadge({ io, vid }: { io: ItemIo; vid: number }) {
  const name = io.kind === 'input' ? t.input(io.n) : t.output(io.n);
  const title = `${name}${io.description ? ` (${io.description})` : ''}: ${t.ioState[io.className]}`;
  const badge = (
    <span
      className={`vl-io vl-io-${io.className}`}
      title={io.type === 7 ? undefined : title}
      data-testid="vehicle-io"
      data-label={io.label}
      data-class={io.className}
    >
      {io.label}
    </span>
  );
  if (io.type !== 7) return badge;
  return (
    <HoverPopover
      title={t.ioEventsTitle(io.description ? `${name} (${io.description})` : name)}
      content={<IoEventsTable io={io} vid={vid} />}
      delayMs={IO_POPUP_DELAY_MS}
      destroyOnHidden
      placement="right"
    >
      {badge}
    </HoverPopover>
  );
}
