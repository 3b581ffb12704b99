import { pl } from '../i18n/pl';
import { classifyAnswer, errCode, errGlobal } from './apiErrors';
import { useSession } from '../session/sessionStore';
import { toastError } from '../ui/toasts';

/**
 * The one client of the server API (spec 1 §7): every call goes under /app/, sends the
 * session cookie and a form-encoded body, and can be cancelled with an AbortSignal.
 * Answers carrying `err` are handled centrally (spec 1 §8) before the caller sees them.
 */
export const API_BASE = '/app/';

export type FormValue = string | number | boolean | null | undefined;
export type FormBody = Record<string, FormValue>;

export interface ApiCallOptions {
  method?: 'GET' | 'POST';
  body?: FormBody;
  /** Query string values (GET lists, report type, ...). */
  query?: FormBody;
  signal?: AbortSignal;
  /** No error toasts: the spec says the call ignores failures silently, or the caller shows them. */
  silent?: boolean;
  /**
   * Background calls (ping, badge polling, navigation notice answers) must not clear the
   * permission-denied screen a page call raised; only the page's own next answer does.
   */
  background?: boolean;
  /** The request outlives the page (a save sent while the page is being closed). */
  keepalive?: boolean;
}

export type ApiFailure = 'answer' | 'http' | 'network' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    message: string,
    /** The parsed answer when the server sent one (with its `err`). */
    readonly answer?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get global(): string | undefined {
    return errGlobal(this.answer);
  }
  get code(): string | undefined {
    return errCode(this.answer);
  }
}

let onSessionDestroyed: () => void = () => {};

/** The logout flow registers itself here, which keeps this module free of an import cycle. */
export function setSessionDestroyedHandler(handler: () => void): void {
  onSessionDestroyed = handler;
}

/** Form encoding of spec 1 §7: null and undefined are sent as empty strings, booleans as text. */
export function encodeForm(body: FormBody | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) params.append(key, value == null ? '' : String(value));
  return params;
}

export function apiUrl(path: string, query?: FormBody): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  const qs = query ? encodeForm(query).toString() : '';
  return qs ? `${url}?${qs}` : url;
}

async function send(path: string, options: ApiCallOptions): Promise<Response> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      // URLSearchParams sets Content-Type: application/x-www-form-urlencoded;charset=UTF-8.
      body: method === 'POST' ? encodeForm(options.body) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (e) {
    if (options.signal?.aborted || (e instanceof DOMException && e.name === 'AbortError')) {
      throw new ApiError('aborted', 'aborted');
    }
    if (!options.silent) toastError(pl.errors.network);
    throw new ApiError('network', pl.errors.network);
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  const res = await send(path, options);
  let answer: unknown;
  try {
    answer = await readJson(res);
  } catch {
    if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
    answer = undefined;
  }
  const action = classifyAnswer(answer);
  const session = useSession.getState();

  switch (action.kind) {
    case 'logout':
      onSessionDestroyed();
      throw new ApiError('answer', 'session_destroy', answer, res.status);
    case 'moduleDenied':
      session.setModuleDenied(true);
      throw new ApiError('answer', 'module_permission_error', answer, res.status);
    case 'toast':
      if (!options.background) session.setModuleDenied(false);
      if (!options.silent) toastError(action.text);
      throw new ApiError('answer', action.text, answer, res.status);
    case 'code':
      if (!options.background) session.setModuleDenied(false);
      throw new ApiError('answer', action.code, answer, res.status);
    case 'none':
      break;
  }

  if (!res.ok || answer === undefined) {
    const text = res.ok ? pl.errors.badAnswer : pl.errors.http(res.status, res.statusText);
    if (!options.silent) toastError(text);
    throw new ApiError('http', text, answer, res.status);
  }
  if (!options.background) session.setModuleDenied(false);
  return answer as T;
}

/** Fire-and-forget POST whose answer nobody reads (navigation notices, logout). */
export function apiNotify(path: string, options: Omit<ApiCallOptions, 'silent'> = {}): Promise<void> {
  return apiCall<unknown>(path, { method: 'POST', ...options, silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
