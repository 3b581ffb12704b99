import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('../ui/toasts', () => ({ toastError: (t: string) => toastError(t), toastSuccess: vi.fn() }));

const { ApiError, apiCall, apiUrl, encodeForm, setSessionDestroyedHandler } = await import('./api');
const { useSession } = await import('../session/sessionStore');

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiCall', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    toastError.mockReset();
    useSession.setState({ moduleDenied: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts a form-encoded body under /app/ with cookies', async () => {
    fetchMock.mockResolvedValue(answer({ token: 't' }));
    await expect(apiCall('login/gettoken', { body: { clogin: 'demo', ulogin: 'admin' } })).resolves.toEqual({
      token: 't',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/app/login/gettoken');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(String(init?.body)).toBe('clogin=demo&ulogin=admin');
  });

  it('encodes booleans and empty values as text', () => {
    expect(encodeForm({ gridSchema: false, onlyNotAccepted: true, vehicles: null }).toString()).toBe(
      'gridSchema=false&onlyNotAccepted=true&vehicles=',
    );
    expect(apiUrl('/reports/', { type: 'route' })).toBe('/app/reports/?type=route');
  });

  it('signs out on session_destroy', async () => {
    const handler = vi.fn();
    setSessionDestroyedHandler(handler);
    fetchMock.mockResolvedValue(answer({ err: { code: 'session_destroy' } }));
    await expect(apiCall('ping', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('raises and clears the permission-denied state', async () => {
    fetchMock.mockResolvedValueOnce(answer({ err: { code: 'module_permission_error' } }));
    await expect(apiCall('vehicles')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().moduleDenied).toBe(true);
    // Background polling does not clear it...
    fetchMock.mockResolvedValueOnce(answer({ alarms: [] }));
    await apiCall('alarms/monit/', { body: {}, background: true });
    expect(useSession.getState().moduleDenied).toBe(true);
    // ...the next page answer without the error does.
    fetchMock.mockResolvedValueOnce(answer({ ok: true }));
    await apiCall('vehicles');
    expect(useSession.getState().moduleDenied).toBe(false);
  });

  it('toasts err.global unless silent, and exposes it on the error', async () => {
    fetchMock.mockResolvedValue(answer({ err: { global: 'Nieprawidłowe zapytanie.' } }, 400));
    const e = await apiCall('settings/').catch((x: unknown) => x);
    expect(toastError).toHaveBeenCalledWith('Nieprawidłowe zapytanie.');
    expect(e).toBeInstanceOf(ApiError);
    expect((e as InstanceType<typeof ApiError>).global).toBe('Nieprawidłowe zapytanie.');
    toastError.mockReset();
    await apiCall('login', { body: {}, silent: true }).catch(() => undefined);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts HTTP failures and network errors', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiCall('settings/')).rejects.toMatchObject({ failure: 'http', status: 502 });
    expect(toastError).toHaveBeenLastCalledWith(expect.stringContaining('502'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall('settings/')).rejects.toMatchObject({ failure: 'network' });
    expect(toastError).toHaveBeenCalledTimes(2);
  });

  it('reports an aborted call without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiCall('settings/', { signal: controller.signal })).rejects.toMatchObject({ failure: 'aborted' });
    expect(toastError).not.toHaveBeenCalled();
  });
});
