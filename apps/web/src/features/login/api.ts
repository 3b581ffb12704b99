import type { GetTokenAnswer, LoginAnswer, LoginSecondStepAnswer } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

// Sign-in failures are shown in the sign-in box, not as toasts, so both calls are silent.

export function getToken(clogin: string, ulogin: string, signal?: AbortSignal): Promise<GetTokenAnswer> {
  return apiCall<GetTokenAnswer>('login/gettoken', { body: { clogin, ulogin }, signal, silent: true });
}

/** The password step; a user with two-step verification on gets the second step's answer. */
export function login(
  clogin: string,
  ulogin: string,
  code: string,
  signal?: AbortSignal,
): Promise<LoginAnswer | LoginSecondStepAnswer> {
  return apiCall<LoginAnswer | LoginSecondStepAnswer>('login', {
    body: { clogin, ulogin, code },
    signal,
    silent: true,
  });
}

/** The second step (issue 28 §2): the 6-digit code; the browser's login cookie binds it to the password step. */
export function loginTotp(code: string, signal?: AbortSignal): Promise<LoginAnswer> {
  return apiCall<LoginAnswer>('login/totp', { body: { otp: code }, signal, silent: true });
}
