import { memo, useCallback, useMemo, useState } from 'react';
import { App, Button, Tooltip, Typography, type ButtonProps } from 'antd';
import { FallOutlined, RiseOutlined } from '@ant-design/icons';
import type { RouteEvent } from '@namiar/domain';
import { withLoader } from '../../../kit/loader/loaderStore';
import { DataGrid, type GridColumnSpec, type VisibleColumn } from '../../../kit/grid';
import { pl } from '../../../kit/i18n/pl';
import { openInNewTab, routeUrl } from '../../../kit/navigation/links';
import type { EventsTableProps } from '../model';
import { EventActionsCell, EventActionsContext, EventGeoCell, type EventActions } from './EventCells';
import { eventColumns } from './eventColumns';
import { canAddNew, deleteBody, editorForEvent, editorForNew, type EditorState } from './eventEditor';
import { EventEditorDialog } from './EventEditorDialog';
import { knownGeoText } from './eventGeo';
import { deleteRouteEvent } from './eventsApi';
import { eventRowId, isFuelEvent, visibleEvents } from './eventValues';

const t = pl.routeEvents;

/** Alarms in red; a fuel loss accepted on /fuelloss marked as accepted. */
const eventRowClass = (e: RouteEvent) =>
  [e.alarm ? 'route-event-alarm' : '', e.acc ? 'route-event-accepted' : ''].filter(Boolean).join(' ') || undefined;

/** The pinned actions column (outside the layout and the exports). */
const ACTIONS_FIELD = '__actions';

const ACTIONS: GridColumnSpec<RouteEvent> = {
  field: ACTIONS_FIELD,
  title: t.actions,
  type: 'text',
  width: 96,
  fixed: true,
  unsortable: true,
  value: () => null,
  renderer: EventActionsCell,
};

/** The table's columns: actions first, then the event fields with the geocoding geo cell. */
function tableColumns(readOnly: boolean): GridColumnSpec<RouteEvent>[] {
  return [
    { ...ACTIONS, width: readOnly ? 48 : ACTIONS.width },
    ...eventColumns(knownGeoText).map((c) => (c.field === 'geo' ? { ...c, renderer: EventGeoCell } : c)),
  ];
}

export interface EventsTableViewProps extends EventsTableProps {
  /** The visible event columns in order, after every layout change (the report's export). */
  onVisibleColumns?: (columns: VisibleColumn[]) => void;
  /** No adding, editing or deleting (the route report's table); opening an event's route stays. */
  readOnly?: boolean;
}

/**
 * The route's events table (spec 2 §2.1): the events the filter lets through, a column layout
 * saved per module, geocoded places, a row click moving the current point, row actions (open
 * the event's route in a new tab; edit/delete fuellings and losses; add one over a stop) and
 * the fuel event editor.
 */
export const EventsTable = memo(function EventsTable(props: EventsTableViewProps) {
  const { route, filter, module, onEventSelect, onChanged, currentPoint } = props;
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<RouteEvent | null>(null);
  const [editor, setEditor] = useState<{ key: number; state: EditorState } | null>(null);
  const readOnly = props.readOnly === true;
  const columns = useMemo(() => tableColumns(readOnly), [readOnly]);
  const rows = useMemo(() => visibleEvents(route.events, filter), [route.events, filter]);
  const vid = route.info.id;

  const openEditor = useCallback((state: EditorState | null) => {
    if (state) setEditor({ key: Date.now(), state });
  }, []);

  const actions = useMemo<EventActions>(
    () => ({
      readOnly,
      open: (e) => openInNewTab(routeUrl(vid, { from: e.fdt, to: e.tdt ?? e.fdt })),
      edit: (e) => openEditor(editorForEvent(e)),
      remove: (e) => {
        if (!isFuelEvent(e.eid)) return;
        const body = deleteBody(vid, { ...e, eid: e.eid });
        modal.confirm({
          title: t.deleteConfirm,
          okText: t.deleteOk,
          cancelText: t.deleteCancel,
          okButtonProps: { danger: true, 'data-testid': 'event-delete-ok' } as ButtonProps,
          maskClosable: false,
          onOk: () => {
            withLoader(t.deleting, () => deleteRouteEvent(body)).then(onChanged, () => undefined);
          },
        });
      },
    }),
    [readOnly, vid, modal, openEditor, onChanged],
  );

  // The current point is read on a click: the table does not re-render as it moves.
  const pointTime = () =>
    route.n > 0 ? route.dt(Math.min(Math.max(currentPoint?.() ?? route.n - 1, 0), route.n - 1)) : null;
  const addButton = (type: 21 | 22, label: string, icon: React.ReactNode, testId: string) => {
    const available = canAddNew(selected, route.n > 0);
    return (
      <Tooltip title={available ? undefined : t.addDisabled}>
        <Button
          size="small"
          icon={icon}
          disabled={!available}
          onClick={() => openEditor(editorForNew(type, selected, pointTime()))}
          data-testid={testId}
        >
          {label}
        </Button>
      </Tooltip>
    );
  };

  const toolbar = (
    <>
      <Typography.Text type="secondary" data-testid="events-count">
        {t.count(rows.length, route.events.length)}
      </Typography.Text>
      {!readOnly && addButton(21, t.addFuelling, <RiseOutlined />, 'events-add-fuelling')}
      {!readOnly && addButton(22, t.addLoss, <FallOutlined />, 'events-add-loss')}
    </>
  );

  return (
    <EventActionsContext.Provider value={actions}>
      <DataGrid<RouteEvent>
        columns={columns}
        rows={rows}
        layoutModule={module}
        getRowId={eventRowId}
        onRowClicked={onEventSelect}
        onSelectionChange={setSelected}
        rowClass={eventRowClass}
        toolbar={toolbar}
        emptyText={route.events.length === 0 ? t.empty : t.emptyFiltered}
        onVisibleColumns={props.onVisibleColumns}
        testId={`events-table-${module}`}
      />
      {editor && (
        <EventEditorDialog
          key={editor.key}
          vehicleId={vid}
          initial={editor.state}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            onChanged();
          }}
        />
      )}
    </EventActionsContext.Provider>
  );
});
