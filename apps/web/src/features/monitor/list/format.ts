import { decimal, type DurationParts, type ThermometerState } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';

/**
 * Text of the list item's values (spec 1 §2.7, §4). Numbers use the Polish decimal comma;
 * a missing value is '--' wherever the item shows the field anyway.
 */

const t = pl.monitList;

export function two(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The time in the current state appended to the status wording (spec 1 §4):
 * '(05m)', '(2h:05m)', '(1 dzień, 2h:05m)', '(3 dni, 0h:05m)'.
 */
export function formatStatusDuration(d: DurationParts): string {
  const minutes = `${two(d.minutes)}m`;
  if (d.days === 0) return d.hours === 0 ? `(${minutes})` : `(${d.hours}h:${minutes})`;
  return `(${d.days} ${d.days === 1 ? t.dayOne : t.dayMany}, ${d.hours}h:${minutes})`;
}

export { decimal };

/** A value with its unit, '--' when missing. */
export function withUnit(value: number | null | undefined, digits: number, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return pl.common.noData;
  return `${decimal(value, digits)} ${unit}`;
}

/** A thermometer as the list shows it: the sensor texts or one decimal and °C. */
export function formatThermometer(state: ThermometerState): string {
  switch (state.kind) {
    case 'broken':
      return t.thermoBroken;
    case 'missing':
      return t.thermoMissing;
    case 'none':
      return pl.common.noData;
    default:
      return state.value === null ? pl.common.noData : `${decimal(state.value, 1)}°C`;
  }
}

/** Coordinates line (monit-vl-geo-coords): six decimals, latitude first. */
export function formatCoords(lat: number | null, lon: number | null): string | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}

/** Running list number and registration: '12. WR 12345'. */
export function formatTitle(no: number, regno: string): string {
  return `${no}. ${regno}`;
}
