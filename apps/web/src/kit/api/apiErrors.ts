/**
 * The error catalogue of spec 1 §8 as a pure decision: what the shell must do with an answer.
 * Kept apart from fetch so it can be tested without a browser.
 */
export type ErrorAction =
  | { kind: 'none' }
  | { kind: 'logout' }
  | { kind: 'moduleDenied' }
  /** Codes a caller handles itself (permission_error of the monitor, user_is_login of sign-in). */
  | { kind: 'code'; code: string }
  | { kind: 'toast'; text: string };

type ErrField = Record<string, unknown>;

function errOf(answer: unknown): ErrField | null {
  if (typeof answer !== 'object' || answer === null || !('err' in answer)) return null;
  const err = (answer as { err: unknown }).err;
  if (err == null || err === false || err === '') return null;
  // A bare string is treated like a global message; servers of the original product sent both.
  if (typeof err === 'string') return { global: err };
  return typeof err === 'object' ? (err as ErrField) : null;
}

/** Per-field messages joined with spaces into one toast (spec 1 §8). */
export function joinFieldMessages(err: ErrField): string {
  return Object.entries(err)
    .filter(([key, value]) => key !== 'code' && value != null && value !== '')
    .map(([, value]) => (Array.isArray(value) ? value.join(' ') : String(value)))
    .join(' ')
    .trim();
}

export function classifyAnswer(answer: unknown): ErrorAction {
  const err = errOf(answer);
  if (!err) return { kind: 'none' };
  if (err.code === 'session_destroy') return { kind: 'logout' };
  if (err.code === 'module_permission_error') return { kind: 'moduleDenied' };
  if (typeof err.global === 'string' && err.global !== '') return { kind: 'toast', text: err.global };
  if (typeof err.code === 'string' && err.code !== '') return { kind: 'code', code: err.code };
  const text = joinFieldMessages(err);
  return text ? { kind: 'toast', text } : { kind: 'none' };
}

/** The err object of an answer, for callers that show it their own way (sign-in box). */
export function errGlobal(answer: unknown): string | undefined {
  const err = errOf(answer);
  return typeof err?.global === 'string' && err.global !== '' ? err.global : undefined;
}

export function errCode(answer: unknown): string | undefined {
  const err = errOf(answer);
  return typeof err?.code === 'string' ? err.code : undefined;
}
