import { z } from 'zod';
import { P } from '../permissions/catalog';
import { USERS_MSG, formUid } from './users';

/**
 * The optional second sign-in factor of administrators (issue 28 §2): a time-based one-time
 * password (TOTP, RFC 6238) per user, enrolled in the user editor and asked after the spec's
 * password login. Who counts as an administrator: a user holding the right to edit users
 * (permission 9), the right that can hand every other right out. The codes themselves are
 * computed on the server (apps/server/src/security/totp.ts); here are the rules both sides share.
 */
export const TOTP_PARAMS = {
  /** HMAC algorithm, code length and time step of RFC 6238's defaults (what every app supports). */
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Codes of one step before and after the current one are accepted (clock drift, typing time). */
  window: 1,
  /** 160-bit secrets, the size RFC 4226 recommends for SHA-1. */
  secretBytes: 20,
  /** The issuer an authenticator app shows beside the account. */
  issuer: 'Namiar',
} as const;

export const TOTP_MSG = {
  badCode: 'Nieprawidłowy kod weryfikacyjny',
  codeFormat: 'Kod weryfikacyjny składa się z 6 cyfr.',
  notEligible:
    'Weryfikacja dwuetapowa jest dostępna tylko dla użytkowników z prawem do edycji użytkowników (administratorów).',
  alreadyOn: 'Weryfikacja dwuetapowa jest już włączona.',
  notStarted: 'Najpierw wygeneruj klucz weryfikacji dwuetapowej.',
  notOn: 'Weryfikacja dwuetapowa nie jest włączona.',
  ownCodeRequired: 'Podaj aktualny kod weryfikacyjny, aby wyłączyć weryfikację dwuetapową.',
  stepExpired: 'Czas na podanie kodu weryfikacyjnego minął. Zaloguj się ponownie.',
} as const;

/** Whether a user with these permissions may turn the second factor on: an administrator. */
export function totpEligible(permissions: Iterable<number>): boolean {
  for (const id of permissions) if (id === P.users) return true;
  return false;
}

/** The RFC 6238 time step (counter) of an instant in epoch milliseconds. */
export function totpStepOf(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PARAMS.periodSeconds);
}

/**
 * The step a code is accepted for, or null. `delta`: how many steps from the current one the
 * code matched (null: it matched none in the window); `lastStep`: the step of the code used last.
 * A code is good once: one of the same or an earlier step than the last used is a replay.
 */
export function freshTotpStep(currentStep: number, delta: number | null, lastStep: number): number | null {
  if (delta === null || Math.abs(delta) > TOTP_PARAMS.window) return null;
  const step = currentStep + delta;
  return step > lastStep ? step : null;
}

/** A base32 secret in groups of four, as it is shown for typing into an app by hand. */
export function groupTotpSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Six digits; spaces (as apps show '123 456') are dropped. Sent as `otp`, not `code`: an answer's
 * field messages share `err` with its `err.code` (DESIGN §6).
 */
export const totpCode = z
  .string({ error: TOTP_MSG.codeFormat })
  .max(32, { error: TOTP_MSG.codeFormat })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: TOTP_MSG.codeFormat }));

const existingUid = formUid.refine((n) => n > 0, { error: USERS_MSG.userNotFound });

/** /users/totp/status: the editor's view of a user's second factor. */
export const totpStatusBody = z.object({ uid: existingUid });
/** /users/totp/begin: a new secret for the signed-in user himself (no fields). */
export const totpBeginBody = z.object({});
/** /users/totp/confirm: a current code of the new secret turns it on. */
export const totpConfirmBody = z.object({ otp: totpCode });
/**
 * /users/totp/disable: switches it off. For his own account the user gives a current code; an
 * administrator resets another user's without one (a lost phone).
 */
export const totpDisableBody = z.object({
  uid: existingUid,
  otp: z
    .union([z.literal(''), totpCode], { error: TOTP_MSG.codeFormat })
    .optional()
    .transform((v) => (v ? v : null)),
});
/** /login/totp: the second sign-in step. */
export const loginTotpBody = z.object({ otp: totpCode });

export type TotpDisableBody = z.output<typeof totpDisableBody>;

export interface TotpStatusAnswer {
  uid: number;
  /** The user holds the administrator right (only such users may turn it on). */
  eligible: boolean;
  /** The user is the one asking (only he enrols, and he switches off with a code). */
  self: boolean;
  enabled: boolean;
  /** When it was turned on, 'YYYY-MM-DD HH:mm:ss' in the company's zone; null when off. */
  confirmed_at: string | null;
}

/** A new secret: the otpauth:// URI the web shows as a QR code, and the secret to type by hand. */
export interface TotpBeginAnswer {
  secret: string;
  uri: string;
}

/** The login answer of a user with the second factor on: no session yet, the code is asked next. */
export interface LoginSecondStepAnswer {
  second_step: 'totp';
}
