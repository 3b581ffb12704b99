import type { GetTokenAnswer, LoginAnswer } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

// Sign-in failures are shown in the sign-in box, not as toasts, so both calls are silent.

export function getToken(clogin: string, ulogin: string, signal?: AbortSignal): Promise<GetTokenAnswer> {
  return apiCall<GetTokenAnswer>('login/gettoken', { body: { clogin, ulogin }, signal, silent: true });
}

export function login(clogin: string, ulogin: string, code: string, signal?: AbortSignal): Promise<LoginAnswer> {
  return apiCall<LoginAnswer>('login', { body: { clogin, ulogin, code }, signal, silent: true });
}
