import {
  driverSaveBody,
  fieldErrors,
  formatDriverHistory,
  formatWorkStatuses,
  type DriverDetailsAnswer,
} from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';

/**
 * The driver editor's form (spec 3 §3.3) and its save body: the licence categories are sent
 * comma-joined, the identifier history and the work statuses in the delimited formats of §7.
 * Validation is the domain's save schema itself, so the editor and the server say the same
 * thing about each field, history entries included.
 */
export interface HistoryEntryValues {
  /** The stored entry's id, or the time-based code of an entry added here (spec 3 §4). */
  code: string;
  identification_id: number | null;
  /** The number of an identifier no longer in the register (shown, not sent). */
  identification_no: string;
  from_date: string | null;
  to_date: string | null;
  active: boolean;
}

export interface DriverFormValues {
  did: number;
  name: string;
  surname: string;
  phone_no: string;
  pesel: string;
  driver_status_id: number;
  driver_type_id: number;
  recruited_from_date: string | null;
  recruited_to_date: string | null;
  adress: string;
  postal_code: string;
  city: string;
  driving_license_no: string;
  driving_license_category: string[];
  driver_history: HistoryEntryValues[];
  work_statuses: { id: number; name: string; active: boolean }[];
}

/** 'Imię Nazwisko' as the confirmation and the title name a driver. */
export const driverFullName = (d: { name: string; surname: string }) => `${d.name} ${d.surname}`.trim();

export function toFormValues(details: DriverDetailsAnswer): DriverFormValues {
  const d = details.driver;
  return {
    did: d.did,
    name: d.name,
    surname: d.surname,
    phone_no: d.phone_no ?? '',
    pesel: d.pesel ?? '',
    driver_status_id: d.driver_status_id,
    driver_type_id: d.driver_type_id,
    recruited_from_date: d.recruited_from_date,
    recruited_to_date: d.recruited_to_date,
    adress: d.adress ?? '',
    postal_code: d.postal_code ?? '',
    city: d.city ?? '',
    driving_license_no: d.driving_license_no ?? '',
    driving_license_category: d.driving_license_category ? d.driving_license_category.split(',') : [],
    driver_history: d.driver_history.map((h) => ({ ...h })),
    work_statuses: d.work_statuses.map((w) => ({ ...w })),
  };
}

/** Every entry is sent, in the form's order: the server's messages name entries by position. */
export function toSaveBody(v: Partial<DriverFormValues>): FormBody {
  return {
    did: v.did ?? 0,
    name: v.name ?? '',
    surname: v.surname ?? '',
    phone_no: v.phone_no ?? '',
    pesel: v.pesel ?? '',
    driver_status_id: v.driver_status_id ?? 1,
    driver_type_id: v.driver_type_id ?? 1,
    recruited_from_date: v.recruited_from_date ?? '',
    recruited_to_date: v.recruited_to_date ?? '',
    adress: v.adress ?? '',
    postal_code: v.postal_code ?? '',
    city: v.city ?? '',
    driving_license_no: v.driving_license_no ?? '',
    driving_license_category: (v.driving_license_category ?? []).join(','),
    driver_history: formatDriverHistory(v.driver_history ?? []),
    work_statuses: formatWorkStatuses(v.work_statuses ?? []),
  };
}

/** The save schema's message for each field path ('pesel', 'driver_history.1.from_date'). */
export function driverFieldErrors(v: Partial<DriverFormValues>): Record<string, string> {
  const r = driverSaveBody.safeParse(toSaveBody(v));
  return r.success ? {} : fieldErrors(r.error);
}

/** Spec 3 §4: a new entry only when the last one has its identifier and from-date. */
export function canAddHistoryEntry(entries: readonly HistoryEntryValues[]): boolean {
  const last = entries.at(-1);
  return !last || (last.identification_id !== null && !!last.from_date);
}

/** A new entry: active, with a time-based code (spec 3 §4) unique among the entries. */
export function newHistoryEntry(entries: readonly HistoryEntryValues[], now: number): HistoryEntryValues {
  let code = now;
  while (entries.some((e) => e.code === String(code))) code++;
  return {
    code: String(code),
    identification_id: null,
    identification_no: '',
    from_date: null,
    to_date: null,
    active: true,
  };
}

/** Spec 3 §4: entries are removed by their code. */
export function withoutHistoryEntry(entries: readonly HistoryEntryValues[], code: string): HistoryEntryValues[] {
  return entries.filter((e) => e.code !== code);
}
