import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import { FloatingWindow } from '../../../kit/ui/FloatingWindow';
import { useAcceptReminder, useMonitReminders, useRemindersWindow } from '../../../kit/reminders';
import { pl } from '../../../kit/i18n/pl';
import { ReminderCard } from './ReminderCard';
import { saveSettingLater, useSetting, useSettings } from '../../../kit/settings';
import { useAlarmWindow } from '../../../kit/alarms';
import { useMapRect } from './useMapRect';
import { windowFrames, type Frame } from './windowFrames';
import { hasNewReminders, remindersWindowChange } from './windowRules';

const t = pl.alarmWindow;
/** The reminders the user saw when they last closed the window (per user, saved silently). */
const SEEN_SETTING = 'monit-reminders-seen';
const EMPTY: number[] = [];

function seenList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : EMPTY;
}

/**
 * 'Lista przypomnień' (spec 1 §2.9), only with permission 5, at the map's right edge
 * (windowFrames: with the alarm window, never more than a third of the map). It opens by
 * itself when a reminder is due that was not in the list when the user last closed it
 * (docs/decisions.md) and closes when the last one is confirmed; the top-bar bell can open it
 * through `useRemindersWindow`.
 */
export function RemindersWindow() {
  const query = useMonitReminders();
  const open = useRemindersWindow((s) => s.open);
  const reminders = query.allowed ? query.data?.reminders : undefined;
  const count = reminders?.length;
  const seenSetting = useSetting(SEEN_SETTING);
  const seen = useMemo(() => seenList(seenSetting), [seenSetting]);
  const rids = useMemo(() => (reminders ?? []).map((r) => r.rid), [reminders]);
  // What the user saw is in their settings: nothing counts as new before those have loaded.
  const settingsLoaded = useSettings((s) => s.loaded);
  const hasNew = useMemo(() => settingsLoaded && hasNewReminders(rids, seen), [rids, seen, settingsLoaded]);
  const prevCount = useRef<number | undefined>(undefined);

  useEffect(() => {
    const change = remindersWindowChange(prevCount.current, count, hasNew);
    if (change === 'open') useRemindersWindow.getState().show();
    if (change === 'close') useRemindersWindow.getState().hide();
    if (count !== undefined) prevCount.current = count;
  }, [count, hasNew]);

  useEffect(() => () => useRemindersWindow.getState().hide(), []);

  const map = useMapRect();
  const alarmsOpen = useAlarmWindow((s) => s.open);
  if (!query.allowed || !open || !map) return null;
  return (
    <RemindersWindowContent
      query={query}
      frame={windowFrames(map, { alarms: alarmsOpen, reminders: true }).reminders}
      onClose={() => {
        useRemindersWindow.getState().hide();
        saveSettingLater(
          SEEN_SETTING,
          [...rids].sort((a, b) => a - b),
        );
      }}
    />
  );
}

interface ContentProps {
  query: ReturnType<typeof useMonitReminders>;
  frame: Frame;
  onClose: () => void;
}

function RemindersWindowContent({ query, frame, onClose }: ContentProps) {
  const accept = useAcceptReminder();
  const reminders = query.data?.reminders ?? [];

  let body;
  if (query.isPending) {
    body = <Spin className="reminders-loading" description={t.remindersLoading} />;
  } else if (query.isError && !query.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t.remindersError}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (reminders.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.remindersEmpty} />;
  } else {
    body = (
      <div className="reminders-list">
        {reminders.map((r) => (
          <ReminderCard
            key={r.rid}
            reminder={r}
            confirming={accept.isPending && accept.variables === r.rid}
            onConfirm={(rid) => accept.mutate(rid)}
          />
        ))}
      </div>
    );
  }

  return (
    <FloatingWindow
      title={t.remindersTitle}
      ariaLabel={t.remindersTitle}
      width={frame.width}
      maxHeight={frame.maxHeight}
      initial={frame}
      onClose={onClose}
      className="reminders-window"
      testId="reminders-window"
    >
      {body}
    </FloatingWindow>
  );
}
