import { Button, Card, Popconfirm } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { decimalUpTo, type ReminderRow } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';

const t = pl.alarmWindow;

function show(value: number | string | null): string {
  if (value === null) return pl.common.noData;
  return typeof value === 'number' ? decimalUpTo(value, 1) : value;
}

interface ReminderCardProps {
  reminder: ReminderRow;
  confirming: boolean;
  onConfirm: (rid: number) => void;
}

/** One reminder of spec 1 §2.9: type, object, last reading date, mth and km counters, confirm. */
export function ReminderCard({ reminder: r, confirming, onConfirm }: ReminderCardProps) {
  return (
    <Card
      size="small"
      className="reminder-card"
      title={r.remind_type_name}
      data-testid="reminder-card"
      data-rid={r.rid}
      extra={
        <Popconfirm
          title={t.reminderConfirmText}
          okText={t.yes}
          cancelText={t.cancel}
          onConfirm={() => onConfirm(r.rid)}
          placement="left"
        >
          <Button
            size="small"
            type="primary"
            ghost
            icon={<CheckOutlined />}
            loading={confirming}
            data-testid="reminder-confirm"
          >
            {t.reminderConfirm}
          </Button>
        </Popconfirm>
      }
    >
      <dl className="reminder-fields">
        <dt>{t.reminderObject}</dt>
        <dd data-testid="reminder-object">{r.object_name}</dd>
        <dt>{t.reminderLastDate}</dt>
        <dd>{show(r.last_state_date)}</dd>
        <dt>{t.reminderMth}</dt>
        <dd>{show(r.last_mth_counter)}</dd>
        <dt>{t.reminderKm}</dt>
        <dd>{show(r.last_km_counter)}</dd>
      </dl>
    </Card>
  );
}
