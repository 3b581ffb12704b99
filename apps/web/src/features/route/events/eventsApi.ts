import type { RouteEventSaveBody } from '@namiar/domain';
import { ApiError, apiCall, type FormBody } from '../../../kit/api/api';
import { toastError } from '../../../kit/ui/toasts';

/**
 * A call whose transport failures are silent (spec 2 §8: event save, delete and export — the
 * loader hides, no message) while a refusal with err.global (a validation message) is shown as
 * an alert. Either way the promise rejects: the dialog stays open, no file is opened.
 */
export async function quietPost<T>(path: string, body: FormBody): Promise<T> {
  try {
    return await apiCall<T>(path, { method: 'POST', body, silent: true });
  } catch (e) {
    if (e instanceof ApiError && e.failure === 'answer' && e.global) toastError(e.global);
    throw e;
  }
}

/** `POST /app/route/event/save` (spec 2 §7): adds or replaces a fuelling or fuel loss. */
export async function saveRouteEvent(body: RouteEventSaveBody): Promise<void> {
  await quietPost<unknown>('route/event/save', { ...body });
}

/** `POST /app/route/event/delete` (spec 2 §7). */
export async function deleteRouteEvent(body: RouteEventSaveBody): Promise<void> {
  await quietPost<unknown>('route/event/delete', { ...body });
}
