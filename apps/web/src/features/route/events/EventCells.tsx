import { createContext, useContext, type MouseEvent } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, ExportOutlined, PlusCircleOutlined } from '@ant-design/icons';
import type { RouteEvent } from '@namiar/domain';
import type { GridCellRendererProps } from '../../../kit/grid';
import { pl } from '../../../kit/i18n/pl';
import { useAddress } from '../../../kit/geocode';
import { isFuelEvent, isStopEvent } from './eventValues';

const t = pl.routeEvents;

/** What a row's action buttons do; given by the table to its cells. */
export interface EventActions {
  /** Only 'open' is offered. */
  readOnly: boolean;
  open(e: RouteEvent): void;
  edit(e: RouteEvent): void;
  remove(e: RouteEvent): void;
}

export const EventActionsContext = createContext<EventActions | null>(null);

function ActionButton(props: {
  title: string;
  icon: React.ReactNode;
  onClick(): void;
  danger?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type="text"
        danger={props.danger}
        icon={props.icon}
        aria-label={props.title}
        data-testid={props.testId}
        onClick={(e: MouseEvent) => {
          // The row click would also select the event and move the current point.
          e.stopPropagation();
          props.onClick();
        }}
      />
    </Tooltip>
  );
}

/** Row actions: open the event's route in a new tab; edit/delete fuel events; add over a stop. */
export function EventActionsCell({ data }: GridCellRendererProps<RouteEvent>) {
  const actions = useContext(EventActionsContext);
  if (!data || !actions) return null;
  return (
    <Space size={0}>
      <ActionButton title={t.open} icon={<ExportOutlined />} onClick={() => actions.open(data)} testId="event-open" />
      {!actions.readOnly && isFuelEvent(data.eid) && (
        <>
          <ActionButton title={t.edit} icon={<EditOutlined />} onClick={() => actions.edit(data)} testId="event-edit" />
          <ActionButton
            title={t.delete}
            icon={<DeleteOutlined />}
            danger
            onClick={() => actions.remove(data)}
            testId="event-delete"
          />
        </>
      )}
      {!actions.readOnly && isStopEvent(data.eid) && (
        <ActionButton
          title={t.addHere}
          icon={<PlusCircleOutlined />}
          onClick={() => actions.edit(data)}
          testId="event-add-here"
        />
      )}
    </Space>
  );
}

/**
 * The geo column: the server's place text, else the address from the monitor's geocode queue
 * (one request per 200 ms, only for rows on screen): 'Pobieram...' while it works, '--' when
 * it fails or the event has no coordinates.
 */
export function EventGeoCell({ data }: GridCellRendererProps<RouteEvent>) {
  const { text, pending } = useAddress(data?.geo ?? null, data?.blat ?? null, data?.blon ?? null, data !== undefined);
  if (pending) return <span className="route-events-geo-pending">{t.geoPending}</span>;
  return <span title={text ?? undefined}>{text ?? pl.common.noData}</span>;
}
