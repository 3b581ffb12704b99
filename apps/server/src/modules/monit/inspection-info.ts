import { evaluateInspection, type CountersNow, type InspectionRecord } from './inspection-level';
import type { ZoneFormatter } from '../../time/zone-format';

/**
 * The hover text of an inspection chip (`/monit/inspection/`): newline-separated Polish lines
 * naming the inspection, its date, each reminder condition with what remains, and its status.
 */

/** Polish plural: 1 dzień / 2 dni / 5 dni; 1 miesiąc / 2 miesiące / 5 miesięcy; 1 rok / 2 lata / 5 lat. */
export function plural(n: number, one: string, few: string, many: string): string {
  const a = Math.abs(n);
  if (a === 1) return one;
  const d = a % 10;
  const dd = a % 100;
  return d >= 2 && d <= 4 && !(dd >= 12 && dd <= 14) ? few : many;
}

const days = (n: number) => `${n} ${plural(n, 'dzień', 'dni', 'dni')}`;
const months = (n: number) => `${n} ${plural(n, 'miesiąc', 'miesiące', 'miesięcy')}`;
const years = (n: number) => `${n} ${plural(n, 'rok', 'lata', 'lat')}`;

/** Thousands separated by a space, at most one decimal (Polish notation: comma). */
export function amount(v: number): string {
  const r = Math.round(v * 10) / 10;
  const [int, dec] = Math.abs(r).toFixed(1).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${r < 0 ? '-' : ''}${grouped}${dec === '0' ? '' : `,${dec}`}`;
}

function period(unit: number, value: number): string {
  if (unit === 3) return years(value);
  if (unit === 2) return months(value);
  return days(value);
}

function left(remaining: number, unit: string): string {
  if (remaining > 0) return `pozostało ${amount(remaining)} ${unit}`;
  if (remaining === 0) return 'termin upływa teraz';
  return `przekroczono o ${amount(-remaining)} ${unit}`;
}

export function inspectionTitle(i: Pick<InspectionRecord, 'type' | 'level' | 'custom_name'>): string {
  const code = `${i.type === 'w' ? 'W' : 'P'}${i.level}`;
  const kind = i.type === 'w' ? 'przegląd czasu pracy' : 'przegląd okresowy';
  return `${code}${i.custom_name ? ` – ${i.custom_name}` : ''} (${kind})`;
}

export function inspectionInfoLines(i: InspectionRecord, c: CountersNow, format: ZoneFormatter): string[] {
  const s = evaluateInspection(i, c);
  const date = (ms: number) => format(ms).slice(0, 10);
  const lines = [inspectionTitle(i), `Data przeglądu: ${date(i.inspection_date)}`];
  if (s.time) {
    const warn = i.rtc_prev_value ? `, przypomnienie ${days(i.rtc_prev_value)} wcześniej` : '';
    const value = i.remind_time_condition_value ?? 0;
    lines.push(
      `Termin: ${date(s.time.due)} (co ${period(i.remind_time_condition_id, value)}${warn}) – ${
        s.time.remaining >= 0 && s.time.due > c.now
          ? `pozostało ${days(s.time.remaining)}`
          : `przekroczono o ${days(Math.max(1, Math.ceil((c.now - s.time.due) / 86_400_000)))}`
      }`,
    );
  } else if (i.remind_time_condition_exist) lines.push('Termin: brak wartości warunku');
  if (s.distance) {
    const warn = i.rdc_prev_value ? `, przypomnienie ${amount(i.rdc_prev_value)} km wcześniej` : '';
    lines.push(
      `Przebieg: co ${amount(i.rdc_value ?? 0)} km od ${amount(i.last_km_counter ?? 0)} km${warn} – ${left(s.distance.remaining, 'km')}`,
    );
  } else if (i.rdc_exist) {
    lines.push(c.km === null ? 'Przebieg: brak odczytu licznika km pojazdu' : 'Przebieg: brak wartości warunku');
  }
  if (s.mth) {
    const warn = i.rmc_prev_value ? `, przypomnienie ${amount(i.rmc_prev_value)} mth wcześniej` : '';
    lines.push(
      `Motogodziny: co ${amount(i.remind_mth_condition_value ?? 0)} mth od ${amount(i.last_mth_counter ?? 0)} mth${warn} – ${left(s.mth.remaining, 'mth')}`,
    );
  } else if (i.remind_mth_condition_exist) {
    lines.push(
      c.mth === null ? 'Motogodziny: brak odczytu licznika mth pojazdu' : 'Motogodziny: brak wartości warunku',
    );
  }
  if (
    !s.time &&
    !s.distance &&
    !s.mth &&
    !i.remind_time_condition_exist &&
    !i.rdc_exist &&
    !i.remind_mth_condition_exist
  ) {
    lines.push('Brak warunków przypomnienia');
  }
  const status = s.paused
    ? 'wstrzymany'
    : s.level === 2
      ? 'przekroczony – do wykonania'
      : s.level === 1
        ? 'zbliża się termin – przypomnienie'
        : 'w terminie';
  lines.push(`Status: ${status}`);
  if (i.description) lines.push(`Opis: ${i.description}`);
  return lines;
}
