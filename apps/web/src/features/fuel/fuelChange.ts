import type { FormInstance } from 'antd';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { answerOf, saveRefusal } from '../../kit/records/recordErrors';
import { toastError, toastInfo, toastSuccess } from '../../kit/ui/toasts';

/**
 * A change of a fuel record (save, delete, detach, accept) under the loader with Cancel: a
 * cancelled call says so ('Zapisywanie faktury zostało anulowane'); a refusal puts the server's
 * field messages next to the form's fields with 'Uzupełnij poprawnie dane', or shows its global
 * text; success shows its message. True when the change was made.
 */
export async function runFuelChange(
  texts: { loading: string; cancelled: string; done: string },
  task: (signal: AbortSignal) => Promise<unknown>,
  form?: FormInstance,
): Promise<boolean> {
  try {
    await withLoader(texts.loading, task, { cancellable: true });
  } catch (e) {
    if (e instanceof ApiError && e.failure === 'aborted') {
      toastInfo(texts.cancelled);
      return false;
    }
    const known = (name: (string | number)[]) => form?.getFieldInstance(name as never) !== undefined;
    const refusal = saveRefusal(answerOf(e), form ? known : () => false);
    if (form && refusal.fields.length > 0) {
      form.setFields(refusal.fields as Parameters<typeof form.setFields>[0]);
      toastError(pl.records.invalid);
    } else if (refusal.alert && form) toastError(refusal.alert);
    return false;
  }
  toastSuccess(texts.done);
  return true;
}
