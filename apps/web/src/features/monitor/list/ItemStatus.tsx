import { AimOutlined, KeyOutlined, SignalFilled, ThunderboltFilled } from '@ant-design/icons';
import { antennaState, batteryState, gsmLevel, vehicleStatus, type MonitVehicle } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { formatStatusDuration } from './format';
import { batteryText } from './itemModel';

/**
 * The status part of a list item (spec 1 §2.7, §4): the key icon with the status wording and
 * the time in that state, and the GPS antenna, GSM and power/battery icons. Plain `title`
 * hints keep a row cheap to render while the list scrolls.
 */

const t = pl.monitList;

export function StatusLine({ v, maxStopSeconds }: { v: MonitVehicle; maxStopSeconds: number }) {
  const status = vehicleStatus(v.vtp, v.key, v.v, v.let, maxStopSeconds);
  const text = `${t.status[status.kind]} ${formatStatusDuration(status.duration)}`;
  return (
    <span className={`vl-status vl-status-${status.color}`} data-testid="vehicle-status" data-kind={status.kind}>
      <KeyOutlined className="vl-status-icon" aria-hidden />
      <span className="vl-status-text">{text}</span>
    </span>
  );
}

/** A battery outline filled to the percent (type-9 recorders). */
function BatteryIcon({ percent }: { percent: number | null }) {
  const fill = percent === null ? 0 : Math.max(0, Math.min(100, percent));
  return (
    <svg className="vl-battery" viewBox="0 0 24 12" width="20" height="10" aria-hidden>
      <rect x="0.5" y="0.5" width="20" height="11" rx="2" fill="none" stroke="currentColor" />
      <rect x="21" y="3.5" width="2.5" height="5" rx="1" fill="currentColor" />
      <rect x="2" y="2" width={(17 * fill) / 100} height="8" rx="1" fill="currentColor" />
    </svg>
  );
}

export function SignalIcons({ v }: { v: MonitVehicle }) {
  const antenna = antennaState(v.ant);
  const gsm = gsmLevel(v.g);
  const battery = batteryState(v.vtp, v.pow, v.alp);
  const batteryTitle = battery.kind === 'percent' ? batteryText(v.alp) : v.pow === 1 ? t.powerMissing : t.powerOk;
  return (
    <span className="vl-icons">
      <span
        className={`vl-icon vl-antenna-${antenna}`}
        title={t.antenna[antenna]}
        data-testid="vehicle-antenna"
        data-state={antenna}
      >
        <AimOutlined aria-label={t.antenna[antenna]} />
      </span>
      <span
        className={`vl-icon vl-level-${gsm ?? 'none'}`}
        title={v.g === null ? t.gsmUnknown : t.gsm(v.g)}
        data-testid="vehicle-gsm"
        data-state={gsm ?? 'none'}
      >
        <SignalFilled aria-label={v.g === null ? t.gsmUnknown : t.gsm(v.g)} />
      </span>
      <span
        className={`vl-icon vl-level-${battery.level}`}
        title={batteryTitle}
        data-testid="vehicle-power"
        data-state={battery.level}
      >
        {battery.kind === 'percent' ? (
          <>
            <BatteryIcon percent={v.alp} />
            <span className="vl-battery-text">{v.alp === null ? pl.common.noData : `${Math.round(v.alp)}%`}</span>
          </>
        ) : (
          <ThunderboltFilled aria-label={batteryTitle} />
        )}
      </span>
    </span>
  );
}
