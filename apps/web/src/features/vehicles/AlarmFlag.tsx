import { alarmValueFields } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { Check, Num } from './fields';

const a = pl.vehicles.alarms;

/** Limits of each alarm value field (seconds, minutes, hours, volts). */
const VALUE_LIMITS: Record<string, { max: number; integer: boolean }> = {
  alarm_min_voltage: { max: 100, integer: false },
  alarm_max_voltage: { max: 100, integer: false },
  alarm_txd_no_data_time: { max: 8760, integer: true },
};

/** An alarm flag (alarmtf__<name>) with the value fields it enables (spec 3 §5). */
export function AlarmFlag({ name, label }: { name: string; label?: string }) {
  const text = label ?? (typeof a[name] === 'string' ? (a[name] as string) : name);
  return (
    <div className="vehicle-alarm-row" data-testid={`vehicle-alarm-${name}`}>
      <div style={{ width: 280 }}>
        <Check name={`alarmtf__${name}`} label={text} testId={`vehicle-alarmtf__${name}`} />
      </div>
      {alarmValueFields(name).map((f) => (
        <div key={f} style={{ width: 200 }}>
          <Num
            name={f}
            label={pl.vehicles.f[f] ?? a.alarmTime}
            integer={VALUE_LIMITS[f]?.integer ?? true}
            max={VALUE_LIMITS[f]?.max ?? 86400}
            testId={`vehicle-${f}`}
          />
        </div>
      ))}
    </div>
  );
}
