import {
  USER_MODULE_FIELDS,
  fieldErrors,
  userCrossErrors,
  userSaveFields,
  type UserDetailsAnswer,
  type UserModuleField,
} from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';
import { menuLabel, pl } from '../../kit/i18n/pl';

/**
 * The user editor's form (spec 3 §3.10) and its conversion to the save body: multi-value
 * selections are sent comma-joined, passwords only when typed. Validation is the domain's
 * save schema itself, so the editor and the server say the same thing about each field.
 */
export interface UserFormValues {
  uid: number;
  login: string;
  password: string;
  password2: string;
  user_status_id: number;
  user_type_id: number;
  name: string;
  surname: string;
  phone_no: string;
  email: string;
  www_login: string;
  www_password: string;
  www_password2: string;
  vehicles_all: boolean;
  drivers_all: boolean;
  vehicles: number[];
  drivers: number[];
  event_types: number[];
  report_options: number[];
  list_options: number[];
  other_options: number[];
  sms_options: number[];
  fuel_options: number[];
}

export type UserFormField = keyof UserFormValues;

export function toFormValues(details: UserDetailsAnswer): UserFormValues {
  const u = details.user;
  return {
    uid: u.uid,
    login: u.login,
    password: '',
    password2: '',
    user_status_id: u.user_status_id,
    user_type_id: u.user_type_id,
    name: u.name,
    surname: u.surname,
    phone_no: u.phone_no,
    email: u.email,
    www_login: u.www_login,
    www_password: '',
    www_password2: '',
    vehicles_all: u.vehicles_all,
    drivers_all: u.drivers_all,
    vehicles: [...u.vehicles],
    drivers: [...u.drivers],
    event_types: [...u.event_types],
    report_options: [...u.report_options],
    list_options: [...u.list_options],
    other_options: [...u.other_options],
    sms_options: [...u.sms_options],
    fuel_options: [...u.fuel_options],
  };
}

const LIST_FIELDS: readonly UserFormField[] = ['vehicles', 'drivers', 'event_types', ...USER_MODULE_FIELDS];

/** The save body; a repeat field is sent only with its password (it is disabled without one). */
export function toSaveBody(values: Partial<UserFormValues>): FormBody {
  const body: FormBody = {};
  for (const [key, value] of Object.entries(values)) {
    if (LIST_FIELDS.includes(key as UserFormField)) body[key] = ((value as number[] | undefined) ?? []).join(',');
    else if (typeof value === 'string') body[key] = key.includes('password') ? value : value.trim();
    else body[key] = value as FormBody[string];
  }
  if (!values.password) body.password2 = '';
  if (!values.www_password) body.www_password2 = '';
  return body;
}

/** Every field's message under the domain's save rules (field rules and the rules between fields). */
export function userFormErrors(values: Partial<UserFormValues>): Record<string, string> {
  const parsed = userSaveFields.safeParse(toSaveBody(values));
  const own = parsed.success ? {} : fieldErrors(parsed.error);
  const cross = userCrossErrors({
    uid: values.uid ?? 0,
    login: (values.login ?? '').trim(),
    password: values.password ?? '',
    password2: values.password2 ?? '',
    www_login: values.www_login ?? '',
    www_password: values.www_password ?? '',
    www_password2: values.www_password2 ?? '',
    event_types: values.event_types ?? [],
  });
  return { ...cross, ...own };
}

/** The message of one field, or null when it is fine. */
export function userFieldError(values: Partial<UserFormValues>, field: UserFormField): string | null {
  return userFormErrors(values)[field] ?? null;
}

/** The label of a permission option: the menu's name for the module (or the editor's own). */
export function moduleLabel(key: string): string {
  return pl.users.moduleLabels[key] ?? menuLabel(key);
}

/** The options of one module group, from the details answer's `others` in the domain's order. */
export function groupOptions(
  details: Pick<UserDetailsAnswer, 'others'>,
  ids: readonly number[],
): { value: number; label: string }[] {
  const byId = new Map(details.others.map((o) => [o.id, o.name]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ value: id, label: moduleLabel(byId.get(id)!) }));
}

export type { UserModuleField };
