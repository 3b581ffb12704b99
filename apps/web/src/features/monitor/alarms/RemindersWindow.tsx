import { useEffect, useRef } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import { FloatingWindow } from '../../../kit/ui/FloatingWindow';
import { useAcceptReminder, useMonitReminders, useRemindersWindow } from '../../../kit/reminders';
import { pl } from '../../../kit/i18n/pl';
import { ReminderCard } from './ReminderCard';
import { remindersWindowChange } from './windowRules';

const t = pl.alarmWindow;
const WIDTH = 360;
/** Right edge, below the map's own toolbar (top right of the map), clear of the alarm window. */
const TOP = 160;
const RIGHT_GAP = 16;

/**
 * 'Lista przypomnień' (spec 1 §2.9), only with permission 5. It opens by itself once per
 * visit of the monitor when reminders exist (docs/decisions.md) and closes when the last one
 * is confirmed; the top-bar bell can open it through `useRemindersWindow`.
 */
export function RemindersWindow() {
  const query = useMonitReminders();
  const open = useRemindersWindow((s) => s.open);
  const count = query.allowed ? query.data?.reminders?.length : undefined;
  const prevCount = useRef<number | undefined>(undefined);
  const openedThisVisit = useRef(false);

  useEffect(() => {
    const change = remindersWindowChange(prevCount.current, count, openedThisVisit.current);
    if (change === 'open') {
      openedThisVisit.current = true;
      useRemindersWindow.getState().show();
    }
    if (change === 'close') useRemindersWindow.getState().hide();
    if (count !== undefined) prevCount.current = count;
  }, [count]);

  useEffect(() => () => useRemindersWindow.getState().hide(), []);

  if (!query.allowed || !open) return null;
  return <RemindersWindowContent query={query} />;
}

function RemindersWindowContent({ query }: { query: ReturnType<typeof useMonitReminders> }) {
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
      width={WIDTH}
      initial={{ x: window.innerWidth - WIDTH - RIGHT_GAP, y: TOP }}
      onClose={() => useRemindersWindow.getState().hide()}
      className="reminders-window"
      testId="reminders-window"
    >
      {body}
    </FloatingWindow>
  );
}
