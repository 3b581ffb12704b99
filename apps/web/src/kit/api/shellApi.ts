import type { PingAnswer } from '@namiar/domain';
import { apiCall, apiNotify } from './api';

/** Calls the shell itself makes: keep-alive, navigation notices, sign-out. */

/** Keep-alive every 60 s (spec 1 §9); its answer is not shown, but session_destroy still signs out. */
export function ping(signal?: AbortSignal): Promise<PingAnswer> {
  return apiCall<PingAnswer>('ping', { method: 'GET', signal, silent: true, background: true });
}

/** Fire-and-forget notice of the screen the user opened. */
export function postOpenNotice(path: string): Promise<void> {
  return apiNotify(path, { background: true });
}

export function logoutCall(): Promise<void> {
  return apiNotify('login/logout', { background: true });
}
