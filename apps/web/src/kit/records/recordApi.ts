import { apiCall, type FormBody } from '../api/api';

/**
 * A record call whose refusal the record screen shows itself (field messages next to the
 * fields, 'Uzupełnij poprawnie dane'): no central toast. Form-encoded POST (spec 3).
 */
export function recordPost<T>(path: string, body: FormBody, signal?: AbortSignal): Promise<T> {
  return apiCall<T>(path, { method: 'POST', body, signal, silent: true });
}

/** A details or list load: a refusal is toasted centrally (spec 1 §8), then the screen reacts. */
export function recordLoad<T>(path: string, body: FormBody, signal?: AbortSignal): Promise<T> {
  return apiCall<T>(path, { method: 'POST', body, signal });
}
