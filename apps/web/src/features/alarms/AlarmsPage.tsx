import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, DatePicker, Result, Space, Tabs, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { AlarmAcceptDialog, MONIT_ALARMS_KEY, removeAlarmsLocally } from '../../kit/alarms';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastSuccess } from '../../kit/ui/toasts';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { deleteAlarms } from './api';
import { AlarmsTable } from './AlarmsTable';
import { alarmColumns, type AlarmScreenRow, type AlarmsTab } from './alarmsModel';
import { DescriptionDialog } from './DescriptionDialog';
import { useAlarmsScreen } from './useAlarmsScreen';
import './alarms.css';

const t = pl.alarmsScreen;

/**
 * /alarms (spec 2 §2.3, §4.3): 'Aktualne' with its count and 'Archiwalne' from 'Pokaż alarmy
 * starsze niż' back, page by page. Many alarms are chosen at once (issue 27 §3) and accepted
 * (the monitor's accept dialog), described or deleted in one request; accepting and deleting
 * also update the top bar's badge and the monitor's alarm window at once (their shared query).
 */
export function AlarmsPage() {
  usePageTitle(t.title);
  const screen = useAlarmsScreen();
  const client = useQueryClient();
  const { modal } = App.useApp();
  const [tab, setTab] = useState<AlarmsTab>('current');
  const [selected, setSelected] = useState<AlarmScreenRow[]>([]);
  const [accepting, setAccepting] = useState<AlarmScreenRow[] | null>(null);
  const [describing, setDescribing] = useState<AlarmScreenRow[] | null>(null);
  const columns = useMemo(() => alarmColumns(screen.schema ?? []), [screen.schema]);

  const monitorFollows = (ids: readonly number[]) => {
    void client.cancelQueries({ queryKey: MONIT_ALARMS_KEY });
    removeAlarmsLocally(client, ids);
    void client.invalidateQueries({ queryKey: MONIT_ALARMS_KEY });
  };

  const askDelete = (rows: AlarmScreenRow[]) => {
    const [one] = rows;
    if (!one) return;
    const ids = rows.map((r) => r.id);
    const many = rows.length > 1;
    modal.confirm({
      title: many ? t.confirmTitleMany : t.confirmTitle,
      content: many
        ? t.confirmManyText(rows.length, new Set(rows.map((r) => r.vid)).size)
        : t.confirmText(one.regno, one.ename, one.fdt),
      okText: t.confirmOk,
      okButtonProps: { danger: true, ...({ 'data-testid': 'alarm-delete-confirm' } as Record<string, string>) },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await withLoader(many ? t.deletingMany(rows.length) : t.deleting, () => deleteAlarms(ids));
        } catch {
          return; // refused: the central handler said why
        }
        toastSuccess(many ? t.deletedMany : t.deleted);
        screen.removeRows(ids);
        setSelected([]);
        monitorFollows(ids);
      },
    });
  };

  const shared = {
    columns,
    loading: screen.state === 'loading',
    onSelect: setSelected,
    onDescribe: setDescribing,
    onDelete: askDelete,
    onRefresh: screen.refresh,
  };
  const currentIds = useMemo(() => new Set(screen.current.map((r) => r.id)), [screen.current]);
  const currentSelected = tab === 'current' ? selected.filter((r) => currentIds.has(r.id)) : [];

  const current = (
    <AlarmsTable
      {...shared}
      key="current"
      tab="current"
      rows={screen.current}
      emptyText={t.emptyCurrent}
      onOpen={setAccepting}
      before={
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          disabled={currentSelected.length === 0}
          onClick={() => setAccepting(currentSelected)}
          data-testid="alarms-accept"
        >
          {t.accept}
        </Button>
      }
    />
  );

  const archive = (
    <AlarmsTable
      {...shared}
      key="archive"
      tab="archive"
      rows={screen.archive}
      emptyText={t.emptyArchive}
      onOpen={setDescribing}
      before={
        <Space size={4}>
          <Typography.Text>{t.olderThan}</Typography.Text>
          <DatePicker
            size="small"
            showTime={{ format: 'HH:mm:ss' }}
            format={DATE_TIME_FORMAT}
            value={screen.olderThan ?? dayjs()}
            onChange={(d) => screen.setOlderThan(d ?? null)}
            allowClear={false}
            data-testid="alarms-older-than"
          />
        </Space>
      }
      after={
        <div className="alarms-archive-footer" data-testid="alarms-archive-footer">
          <Typography.Text type="secondary">{t.shown(screen.archive.length)}</Typography.Text>
          {screen.hasOlder ? (
            <Button
              size="small"
              onClick={screen.loadOlder}
              loading={screen.loadingOlder}
              data-testid="alarms-load-older"
            >
              {t.loadOlder}
            </Button>
          ) : (
            screen.archive.length > 0 && <Typography.Text type="secondary">{t.archiveEnd}</Typography.Text>
          )}
        </div>
      }
    />
  );

  if (screen.state === 'error' && !screen.schema) {
    return (
      <Result
        status="warning"
        title={t.loadError}
        extra={
          <Button onClick={screen.refresh} data-testid="alarms-retry">
            {t.retry}
          </Button>
        }
        data-testid="alarms-error"
      />
    );
  }

  return (
    <div className="alarms-page" data-testid="alarms-page" data-state={screen.state}>
      <Typography.Title level={4} className="alarms-title">
        {t.title}
      </Typography.Title>
      <Tabs
        className="alarms-tabs"
        activeKey={tab}
        onChange={(key) => {
          setTab(key as AlarmsTab);
          setSelected([]);
        }}
        items={[
          {
            key: 'current',
            label: (
              <span data-testid="alarms-tab-current">
                {t.current}{' '}
                <Badge count={screen.current.length} overflowCount={9999} showZero data-testid="alarms-count" />
              </span>
            ),
          },
          { key: 'archive', label: <span data-testid="alarms-tab-archive">{t.archive}</span> },
        ]}
      />
      {/* The tabs are only the header: the active table (its own grid, by key) fills the rest. */}
      <div className="alarms-body">{tab === 'current' ? current : archive}</div>
      <AlarmAcceptDialog
        open={accepting !== null}
        alarms={accepting ?? []}
        acceptedText={(accepting?.length ?? 0) > 1 ? t.acceptedMany : t.accepted}
        onClose={() => setAccepting(null)}
        onAccepted={(ids) => {
          setAccepting(null);
          setSelected([]);
          // Out of 'Aktualne' (and its count) at once; the refresh brings them into the archive.
          screen.removeRows(ids);
          screen.refresh();
        }}
      />
      <DescriptionDialog
        alarms={describing}
        onClose={() => setDescribing(null)}
        onSaved={(ids, text) => {
          setDescribing(null);
          screen.describeRows(ids, text);
        }}
      />
    </div>
  );
}
