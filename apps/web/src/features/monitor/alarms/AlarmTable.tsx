import type { HTMLAttributes } from 'react';
import { Button, Checkbox, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ExportOutlined } from '@ant-design/icons';
import type { AlarmRow } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { alarmRouteHref, formatAlarmDuration, formatAlarmValue } from './alarmRows';

const t = pl.alarmWindow;

/** The window's inner width (600 px less its padding): what a virtual table lays its columns in. */
const ALARM_TABLE_WIDTH = 576;
/** More rows than this are rendered as a virtual list (a short one keeps every row in the page). */
const VIRTUAL_FROM = 100;

interface AlarmTableProps {
  rows: AlarmRow[];
  checked: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  focusedId: number | null;
  onRowClick: (alarm: AlarmRow) => void;
  loading: boolean;
  emptyText: string;
}

/** 'YYYY-MM-DD HH:mm:ss' on two lines, so four date columns fit the 600 px window. */
function DateCell({ text }: { text: string | null }) {
  if (text === null) return <span className="alarm-running">{t.running}</span>;
  const [date, time] = text.split(' ');
  return (
    <span className="alarm-date" title={text}>
      <span>{date}</span>
      <span>{time}</span>
    </span>
  );
}

/** Clicks on the row's own controls must not also centre the map. */
function stop(e: { stopPropagation(): void }) {
  e.stopPropagation();
}

type RowProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | number>;

function isLocatable(a: AlarmRow): boolean {
  return a.lat !== null && a.lon !== null;
}

/** Locatable rows are also reachable by keyboard: Tab to the row, Enter centres the map. */
function rowProps(a: AlarmRow, onRowClick: (a: AlarmRow) => void): RowProps {
  return {
    onClick: () => onRowClick(a),
    onKeyDown: (e) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(a);
    },
    tabIndex: isLocatable(a) ? 0 : undefined,
    title: isLocatable(a) ? t.showOnMap : t.noPosition,
    'data-testid': 'alarm-row',
    'data-alarm-id': a.id,
    'data-vid': a.vid,
  };
}

/**
 * The alarm list of spec 1 §2.8: vehicle, alarm type, start, end, duration, value, route link
 * and the tick box. A row with a position centres the map on it when clicked.
 */
export function AlarmTable({ rows, checked, onToggle, focusedId, onRowClick, loading, emptyText }: AlarmTableProps) {
  const columns: ColumnsType<AlarmRow> = [
    { key: 'regno', title: t.colVehicle, dataIndex: 'regno', width: 84, ellipsis: { showTitle: true } },
    {
      key: 'ename',
      title: t.colType,
      render: (_, a) => (
        <span className="alarm-ename" title={a.ename}>
          {a.ename}
        </span>
      ),
    },
    { key: 'fdt', title: t.colStart, width: 84, render: (_, a) => <DateCell text={a.fdt} /> },
    { key: 'tdt', title: t.colEnd, width: 84, render: (_, a) => <DateCell text={a.tdt} /> },
    { key: 'time', title: t.colDuration, width: 74, render: (_, a) => formatAlarmDuration(a.time) },
    {
      key: 'value',
      title: t.colValue,
      width: 74,
      align: 'right',
      render: (_, a) => formatAlarmValue(a.eid, a.value),
    },
    {
      key: 'route',
      width: 36,
      align: 'center',
      render: (_, a) => {
        const href = alarmRouteHref(a);
        return href ? (
          <Tooltip title={t.openRoute}>
            <Button
              type="text"
              size="small"
              icon={<ExportOutlined />}
              href={href}
              target="_blank"
              rel="noopener"
              aria-label={t.openRoute}
              onClick={stop}
              data-testid="alarm-route-link"
            />
          </Tooltip>
        ) : null;
      },
    },
    {
      key: 'check',
      width: 36,
      align: 'center',
      render: (_, a) => (
        <span onClick={stop}>
          <Checkbox
            checked={checked.has(a.id)}
            onChange={(e) => onToggle(a.id, e.target.checked)}
            aria-label={t.selectRow(a.regno, a.ename)}
            data-testid="alarm-check"
          />
        </span>
      ),
    },
  ];

  return (
    <Table<AlarmRow>
      className="alarm-table"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      tableLayout="fixed"
      // A long list renders only the rows in view: a company can have thousands of alarms
      // unaccepted (all rendered, 780 held the monitor's first seconds for 3.5 s).
      virtual={rows.length > VIRTUAL_FROM}
      scroll={{ x: ALARM_TABLE_WIDTH, y: 320 }}
      loading={loading}
      locale={{ emptyText }}
      rowClassName={(a) =>
        [isLocatable(a) ? 'is-locatable' : '', a.id === focusedId ? 'is-focused' : ''].filter(Boolean).join(' ')
      }
      onRow={(a) => rowProps(a, onRowClick)}
    />
  );
}
