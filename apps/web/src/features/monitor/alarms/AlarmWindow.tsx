import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import type { AlarmRow } from '@namiar/domain';
import { FloatingWindow } from '../../../kit/ui/FloatingWindow';
import {
  AlarmAcceptDialog,
  AlarmFilters,
  NO_ALARM_FILTER,
  effectiveFilter,
  eventOptions,
  filterAlarms,
  useAlarmWindow,
  useMonitAlarms,
  vehicleOptions,
  type AlarmFilter,
} from '../../../kit/alarms';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';
import { AlarmTable } from './AlarmTable';
import { AlarmWindowFooter } from './AlarmWindowFooter';
import { saveSettingLater, useSetting, useSettings } from '../../../kit/settings';
import { useRemindersWindow } from '../../../kit/reminders';
import { useMapRect } from './useMapRect';
import { windowFrames, type Frame } from './windowFrames';
import { alarmWindowChange, alarmsSeenAtClose, hasNewAlarms } from './windowRules';

/** The highest alarm id the user saw when they last closed the window (per user, saved silently). */
const SEEN_SETTING = 'monit-alarms-seen';

function seenMax(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

const t = pl.alarmWindow;
const EMPTY: AlarmRow[] = [];

/**
 * The floating alarm window of the monitor (spec 1 §2.8): 600 px wide, opening at x 250,
 * y 100 over the map (windowFrames: with the reminders window, never more than a third of the
 * map). It opens by itself when an alarm arrives that is newer than those shown when the user
 * last closed it, and closes itself when the list becomes empty; the top-bar badge can open
 * it through `useAlarmWindow`.
 */
export function AlarmWindow() {
  const query = useMonitAlarms();
  const open = useAlarmWindow((s) => s.open);
  const alarms = query.data?.alarms;
  const count = alarms?.length;
  const seen = seenMax(useSetting(SEEN_SETTING));
  // Until the user's settings arrive, what they saw is unknown: every alarm would look new.
  const settingsLoaded = useSettings((s) => s.loaded);
  const hasNew = useMemo(
    () =>
      hasNewAlarms(
        (alarms ?? EMPTY).map((a) => a.id),
        seen,
      ),
    [alarms, seen],
  );
  const prevCount = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!settingsLoaded) return;
    const change = alarmWindowChange(prevCount.current, count, hasNew);
    if (change === 'open') useAlarmWindow.getState().show();
    if (change === 'close') useAlarmWindow.getState().hide();
    if (count !== undefined) prevCount.current = count;
  }, [count, hasNew, settingsLoaded]);

  // Leaving the monitor closes it; the next visit decides again from the alarms then.
  useEffect(() => () => useAlarmWindow.getState().hide(), []);

  const map = useMapRect();
  const remindersOpen = useRemindersWindow((s) => s.open);
  // Opened where the map is: nothing until the map has been measured (the first frame).
  if (!open || !map) return null;
  return (
    <AlarmWindowContent
      query={query}
      frame={windowFrames(map, { alarms: true, reminders: remindersOpen }).alarms}
      onClose={() => {
        useAlarmWindow.getState().hide();
        const next = alarmsSeenAtClose(
          (alarms ?? EMPTY).map((a) => a.id),
          seen,
        );
        if (next !== seen) saveSettingLater(SEEN_SETTING, next);
      }}
    />
  );
}

interface ContentProps {
  query: ReturnType<typeof useMonitAlarms>;
  frame: Frame;
  onClose: () => void;
}

function AlarmWindowContent({ query, frame, onClose }: ContentProps) {
  const alarms = query.data?.alarms ?? EMPTY;
  const [filter, setFilter] = useState<AlarmFilter>(NO_ALARM_FILTER);
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; alarms: AlarmRow[] }>({ open: false, alarms: [] });

  const vehicles = useMemo(() => vehicleOptions(alarms), [alarms]);
  const events = useMemo(() => eventOptions(alarms), [alarms]);
  // A filter whose vehicle or alarm has left the list (accepted) falls back to "all".
  const shown = effectiveFilter(filter, vehicles, events);
  const rows = useMemo(
    () => filterAlarms(alarms, { vid: shown.vid, name: shown.name }),
    [alarms, shown.vid, shown.name],
  );
  // Only ticked rows the user can see are accepted: a filter change never accepts hidden ones.
  const selected = rows.filter((a) => checked.has(a.id));

  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const focusAlarm = (a: AlarmRow) => {
    if (a.lat === null || a.lon === null) return;
    setFocusedId(a.id);
    useMonitor.getState().focusPoint({ lat: a.lat, lon: a.lon, label: `${a.regno}: ${a.ename}` });
  };

  const emptyText = alarms.length === 0 ? t.empty : t.emptyFiltered;

  return (
    <FloatingWindow
      title={
        <>
          {t.title}
          <span className="alarm-window-count" data-testid="alarm-window-count">
            {alarms.length}
          </span>
        </>
      }
      ariaLabel={t.title}
      width={frame.width}
      maxHeight={frame.maxHeight}
      initial={frame}
      onClose={onClose}
      className="alarm-window"
      testId="alarm-window"
      footer={
        <AlarmWindowFooter
          visibleCount={rows.length}
          selectedCount={selected.length}
          onSelectAll={(on) => setChecked(on ? new Set(rows.map((a) => a.id)) : new Set())}
          onAccept={() => setDialog({ open: true, alarms: selected })}
        />
      }
    >
      <AlarmFilters filter={shown} vehicles={vehicles} events={events} onChange={setFilter} />
      {query.isError && !query.data ? (
        <Alert
          type="error"
          showIcon
          title={t.loadError}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <AlarmTable
          rows={rows}
          checked={checked}
          onToggle={toggle}
          focusedId={focusedId}
          onRowClick={focusAlarm}
          loading={query.isPending && query.fetchStatus !== 'idle'}
          emptyText={emptyText}
        />
      )}
      <AlarmAcceptDialog
        open={dialog.open}
        alarms={dialog.alarms}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onAccepted={(ids) => {
          setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
          setDialog((d) => ({ ...d, open: false }));
        }}
      />
    </FloatingWindow>
  );
}
