import type { LoginAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { logoutCall } from '../../kit/api/shellApi';
import { pl } from '../../kit/i18n/pl';
import { getToken, login, loginTotp } from './api';
import { loginCode } from './loginCode';

export type SignInResult =
  | { kind: 'ok'; permissions: number[] }
  /** gettoken answered user_is_login: the app goes to /monit (spec 1 §4). */
  | { kind: 'alreadySignedIn' }
  /** The password was right; the account has two-step verification on: the code is asked next. */
  | { kind: 'secondStep' }
  | { kind: 'failed'; text: string };

/** The answer of a finished sign-in: its permission ids, or a failure. */
function signedIn(answer: LoginAnswer): SignInResult {
  if (!answer.ok || !Array.isArray(answer.permissions)) return { kind: 'failed', text: pl.login.failedDefault };
  return { kind: 'ok', permissions: answer.permissions.map((p) => Number(p.id)).filter(Number.isFinite) };
}

function failureText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.global) return e.global;
    if (e.failure === 'network' || e.failure === 'http') return e.message;
  }
  return pl.login.failedDefault;
}

/**
 * Token, then login with the MD5 proof. `hasLocalSession` tells whether this browser still
 * holds the permissions of the session the server reports as active; without them the app
 * could not show its menu, so the stale session is closed and the sign-in retried once.
 */
export async function signIn(
  clogin: string,
  ulogin: string,
  password: string,
  hasLocalSession: boolean,
): Promise<SignInResult> {
  let token: string;
  try {
    token = (await getToken(clogin, ulogin)).token;
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'user_is_login')) return { kind: 'failed', text: failureText(e) };
    if (hasLocalSession) return { kind: 'alreadySignedIn' };
    await logoutCall();
    try {
      token = (await getToken(clogin, ulogin)).token;
    } catch (retry) {
      return { kind: 'failed', text: failureText(retry) };
    }
  }
  try {
    const answer = await login(clogin, ulogin, loginCode(token, clogin, ulogin, password));
    if ('second_step' in answer && answer.second_step === 'totp') return { kind: 'secondStep' };
    return signedIn(answer as LoginAnswer);
  } catch (e) {
    return { kind: 'failed', text: failureText(e) };
  }
}

/** The second sign-in step: the code from the user's authenticator app (issue 28 §2). */
export async function finishSignIn(code: string): Promise<SignInResult> {
  try {
    return signedIn(await loginTotp(code));
  } catch (e) {
    return { kind: 'failed', text: failureText(e) };
  }
}
