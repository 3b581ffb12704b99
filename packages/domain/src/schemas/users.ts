import { z } from 'zod';
import { EVENT_TYPES } from '../events';
import { formBoolean } from './index';
import { formIdList } from './monit';
import { MAX_ID } from './ids';
import { PASSWORD_MSG, passwordProblem, type PasswordProblem } from '../passwords/password-rules';

/**
 * The user records (spec 3 §2.10, §3.10, §5, §7 Users): the list, details, save and delete
 * bodies with the Polish messages the server answers and the editor shows next to its fields.
 * The save body is the editor's form, form-encoded; multi-value selections come comma-joined.
 */
export const USERS_MSG = {
  badUid: 'Nieprawidłowy identyfikator użytkownika.',
  userNotFound: 'Nie znaleziono użytkownika.',
  loginRequired: 'Login jest wymagany',
  loginFormat:
    'Login może mieć do 64 znaków: litery, cyfry, kropkę, podkreślenie, @ lub myślnik (na początku litera lub cyfra).',
  loginTaken: 'Użytkownik o takim loginie już istnieje.',
  passwordRequired: 'Hasło jest wymagane dla nowego użytkownika.',
  passwordLong: 'Hasło może mieć najwyżej 128 znaków.',
  passwordMismatch: 'Powtórzone hasło różni się od hasła.',
  nameRequired: 'Imię jest wymagane',
  phoneFormat: 'Nieprawidłowy numer telefonu: dozwolone cyfry, spacje, myślniki, nawiasy i + na początku.',
  emailFormat: 'Nieprawidłowy adres e-mail.',
  statusUnknown: 'Wybierz status użytkownika.',
  typeUnknown: 'Wybierz typ użytkownika.',
  wwwLoginRequired: 'Podaj login WWW, dla którego ustawiasz hasło.',
  vehicleList: 'Nieprawidłowa lista pojazdów.',
  vehiclesForeign: 'Wybrane pojazdy nie należą do Twojej firmy. Odśwież stronę i spróbuj ponownie.',
  driverList: 'Nieprawidłowa lista kierowców.',
  driversForeign: 'Wybrani kierowcy nie należą do Twojej firmy. Odśwież stronę i spróbuj ponownie.',
  eventTypeList: 'Nieprawidłowa lista rodzajów alarmów.',
  eventTypeUnknown: 'Wybrano nieznany rodzaj alarmu.',
  moduleList: 'Nieprawidłowa lista modułów.',
  moduleMisplaced: 'Wybrano moduł spoza tej grupy.',
  ownUsersRight: 'Nie możesz odebrać sobie prawa do edycji użytkowników.',
  ownDeactivate: 'Nie możesz wyłączyć własnego konta.',
  ownDelete: 'Nie możesz usunąć własnego konta.',
  lastUsersAdminRight:
    'To ostatni aktywny użytkownik z prawem do edycji użytkowników w firmie: nie można mu odebrać tego prawa.',
  lastUsersAdminInactive:
    'To ostatni aktywny użytkownik z prawem do edycji użytkowników w firmie: nie można go wyłączyć.',
  lastUsersAdminDelete: 'To ostatni aktywny użytkownik z prawem do edycji użytkowników w firmie: nie można go usunąć.',
} as const;

/** Sign-in names: the CLI's rule (admin.service LOGIN_RE), so every account can sign in. */
export const USER_LOGIN_RE = /^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$/;
export const USER_PASSWORD_MAX = 128;

/** Status and type option lists (spec 3 §3.10: user_statuses, user_types). */
export const USER_STATUS = { active: 1, inactive: 2 } as const;
export const USER_STATUSES: readonly { value: number; text: string }[] = [
  { value: USER_STATUS.active, text: 'Aktywny' },
  { value: USER_STATUS.inactive, text: 'Nieaktywny' },
];
/** Types label an account; what it may do is its permissions alone. */
export const USER_TYPES: readonly { value: number; text: string }[] = [
  { value: 1, text: 'Administrator' },
  { value: 2, text: 'Dyspozytor' },
  { value: 3, text: 'Kierowca' },
];
export const DEFAULT_USER_TYPE = 2;

/** Event types a user may take as alarms: every event but the route's own states (stop, halt, drive). */
export const ALARM_EVENT_TYPES = EVENT_TYPES.filter((e) => e.eid > 3);
const alarmEventIds = new Set(ALARM_EVENT_TYPES.map((e) => e.eid));

/** 0 (or 'new', or nothing) for a new user, else the user's id. */
export const formUid = z
  .union([z.string(), z.number()], { error: USERS_MSG.badUid })
  .optional()
  .transform((v, ctx) => {
    const text = v === undefined ? '' : String(v).trim();
    if (text === '' || text === 'new') return 0;
    if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: USERS_MSG.badUid });
      return z.NEVER;
    }
    return Number(text);
  });

export const usersDetailsBody = z.object({ uid: formUid });
export const usersDeleteBody = z.object({
  uid: formUid.refine((n) => n > 0, { error: USERS_MSG.userNotFound }),
});

/** An optional text: absent and empty are the same (''), trimmed, at most `max`. */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, message ? { error: message } : undefined));

/** A password field: kept as typed (no trim), empty = unchanged. */
const passwordText = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .pipe(z.string().max(USER_PASSWORD_MAX, { error: USERS_MSG.passwordLong }));

const idList = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((v) => v ?? '')
    .pipe(formIdList(',', message, 100_000));

const choice = (values: readonly { value: number }[], message: string, fallback: number) =>
  z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : String(v).trim();
      if (text === '') return fallback;
      const n = Number(text);
      if (!values.some((o) => o.value === n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ()-]{3,32}$/;

export const userSaveFields = z.object({
  uid: formUid,
  login: z
    .string({ error: USERS_MSG.loginRequired })
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, { error: USERS_MSG.loginRequired }).regex(USER_LOGIN_RE, { error: USERS_MSG.loginFormat })),
  password: passwordText,
  password2: passwordText,
  user_status_id: choice(USER_STATUSES, USERS_MSG.statusUnknown, USER_STATUS.active),
  user_type_id: choice(USER_TYPES, USERS_MSG.typeUnknown, DEFAULT_USER_TYPE),
  name: optionalText(100).pipe(z.string().min(1, { error: USERS_MSG.nameRequired })),
  surname: optionalText(100),
  phone_no: optionalText(32, USERS_MSG.phoneFormat).refine((s) => s === '' || PHONE_RE.test(s), {
    error: USERS_MSG.phoneFormat,
  }),
  email: optionalText(200, USERS_MSG.emailFormat).refine((s) => s === '' || EMAIL_RE.test(s), {
    error: USERS_MSG.emailFormat,
  }),
  www_login: optionalText(64, USERS_MSG.loginFormat).refine((s) => s === '' || USER_LOGIN_RE.test(s), {
    error: USERS_MSG.loginFormat,
  }),
  www_password: passwordText,
  www_password2: passwordText,
  /** All vehicles of the company, also those added later (else only `vehicles`). */
  vehicles_all: formBoolean,
  drivers_all: formBoolean,
  vehicles: idList(USERS_MSG.vehicleList),
  drivers: idList(USERS_MSG.driverList),
  event_types: idList(USERS_MSG.eventTypeList),
  report_options: idList(USERS_MSG.moduleList),
  list_options: idList(USERS_MSG.moduleList),
  other_options: idList(USERS_MSG.moduleList),
  sms_options: idList(USERS_MSG.moduleList),
  fuel_options: idList(USERS_MSG.moduleList),
});

/** What the save's cross-field rules read: passwords and their repeats, the web login, alarms. */
export interface UserCrossFields {
  uid: number;
  /** The account's sign-in name: a password may not be it (passwordProblem). */
  login: string;
  password: string;
  password2: string;
  www_login: string;
  www_password: string;
  www_password2: string;
  event_types: readonly number[];
}

function setProblem(out: Record<string, string>, field: string, problem: PasswordProblem | null) {
  if (problem) out[field] = PASSWORD_MSG[problem];
}

/**
 * The rules between fields (spec 3 §5: a repeat must match its password; a new user needs a
 * password), by field. Separate from the field rules so the editor checks them whatever else is
 * still wrong in the form.
 */
export function userCrossErrors(f: UserCrossFields): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.password === '' && f.uid === 0) out.password = USERS_MSG.passwordRequired;
  else if (f.password !== '') setProblem(out, 'password', passwordProblem(f.password, [f.login]));
  if (f.password !== '' && f.password2 !== f.password) out.password2 = USERS_MSG.passwordMismatch;
  if (f.www_password !== '') setProblem(out, 'www_password', passwordProblem(f.www_password, [f.login, f.www_login]));
  if (f.www_password !== '' && f.www_password2 !== f.www_password) out.www_password2 = USERS_MSG.passwordMismatch;
  if (f.www_password !== '' && f.www_login.trim() === '') out.www_login = USERS_MSG.wwwLoginRequired;
  if (f.event_types.some((id) => !alarmEventIds.has(id))) out.event_types = USERS_MSG.eventTypeUnknown;
  return out;
}

export const userSaveBody = userSaveFields.superRefine((f, ctx) => {
  for (const [path, message] of Object.entries(userCrossErrors(f)))
    ctx.addIssue({ code: 'custom', path: [path], message });
});

export type UserSaveBody = z.output<typeof userSaveBody>;
export type UserSaveForm = z.input<typeof userSaveBody>;

/** A user as the editor sees it (/users/details): never a password or its verifier. */
export interface UserRecord {
  uid: number;
  login: string;
  user_status_id: number;
  user_type_id: number;
  name: string;
  surname: string;
  phone_no: string;
  email: string;
  www_login: string;
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

export interface UserDetailsAnswer {
  user: UserRecord;
  user_statuses: { value: number; text: string }[];
  user_types: { value: number; text: string }[];
  drivers: { driver_id: number; name: string }[];
  vehicles: { vehicle_id: number; regno: string }[];
  event_types: { event_type_id: number; name: string }[];
  /** The permission options of the editor's module groups: id and menu catalogue key. */
  others: { id: number; name: string }[];
}

/** A row of the /users list. */
export interface UserListRow {
  uid: number;
  login: string;
  name: string;
  surname: string;
  user_type: string;
  user_status: string;
  email: string;
  phone_no: string;
  vehicles: string;
}
