import type { GeocodeAnswer } from '@namiar/domain';

/**
 * The optional Nominatim-compatible upstream (NAMIAR_GEOCODER_URL). Spec 1 §9: at most one
 * request per 200 ms — for the whole process, whatever module asks. Callers take the next
 * free slot in turn (a FIFO of start times) and wait for it; a caller whose turn is further
 * away than the request timeout does not queue at all and gets the offline answer instead,
 * so a burst never makes anyone wait long. After a failure (error, bad answer, timeout) the
 * upstream is left alone for PAUSE_AFTER_FAILURE_MS, so that a dead server does not cost
 * every caller a timeout.
 */
export interface UpstreamOptions {
  url: string;
  userAgent: string;
  intervalMs: number;
  timeoutMs: number;
}

export const PAUSE_AFTER_FAILURE_MS = 30_000;

/**
 * Added to the interval between two requests: the upstream sees them a little closer
 * together than they were sent when the first one takes longer to leave (a new connection),
 * e.g. 199.6 ms for 200.
 */
export const SLOT_MARGIN_MS = 5;

export class UpstreamError extends Error {
  constructor(
    message: string,
    /** True when the upstream was not asked at all (paused or queue too long). */
    readonly skipped = false,
  ) {
    super(message);
  }
}

/** Process-wide: the earliest time (performance.now()) the next reservation may start. */
let nextSlotAt = 0;
/** Process-wide: when the last request was actually sent. */
let lastSentAt = -Infinity;
/** Per upstream URL: paused until this time after a failure. */
const pausedUntil = new Map<string, number>();

/**
 * Reserves the next request slot: the delay to wait before sending, or null when that
 * delay would exceed maxWaitMs (the slot is then not taken).
 */
export function reserveSlot(intervalMs: number, maxWaitMs: number, now = performance.now()): number | null {
  const at = Math.max(now, nextSlotAt);
  if (at - now > maxWaitMs) return null;
  nextSlotAt = at + intervalMs + SLOT_MARGIN_MS;
  return at - now;
}

/**
 * Waits for a reserved slot, and also until the interval has passed since the last request
 * actually sent: a timer may wake early, or late when the event loop was busy, and a late
 * request must push the next one back. Ends by marking this request as sent (no await
 * between the check and the mark, so two waiters cannot both pass).
 */
async function waitTurn(slotAt: number, intervalMs: number): Promise<void> {
  for (;;) {
    const now = performance.now();
    const at = Math.max(slotAt, lastSentAt + intervalMs + SLOT_MARGIN_MS);
    if (now >= at) {
      lastSentAt = now;
      nextSlotAt = Math.max(nextSlotAt, now + intervalMs + SLOT_MARGIN_MS);
      return;
    }
    await new Promise<void>((resolve) => setTimeout(resolve, Math.ceil(at - now)));
  }
}

/** The upstream's answer for a point; throws UpstreamError when it cannot be had. */
export async function queryUpstream(opts: UpstreamOptions, lat: number, lon: number): Promise<GeocodeAnswer> {
  const isPaused = () => performance.now() < (pausedUntil.get(opts.url) ?? -Infinity);
  if (isPaused()) throw new UpstreamError('upstream paused', true);
  const reservedAt = performance.now();
  const delay = reserveSlot(opts.intervalMs, opts.timeoutMs, reservedAt);
  if (delay === null) throw new UpstreamError('upstream queue full', true);
  await waitTurn(reservedAt + delay, opts.intervalMs);
  // A request ahead in the queue may have failed meanwhile.
  if (isPaused()) throw new UpstreamError('upstream paused', true);

  const url = new URL(opts.url);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('addressdetails', '1');
  try {
    const res = await fetch(url, {
      headers: { 'user-agent': opts.userAgent, accept: 'application/json', 'accept-language': 'pl' },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) throw new UpstreamError(`upstream answered HTTP ${res.status}`);
    const body: unknown = await res.json().catch(() => {
      throw new UpstreamError('upstream answer is not JSON');
    });
    if (!isAnswer(body)) throw new UpstreamError('upstream answer has neither address nor error');
    pausedUntil.delete(opts.url);
    return body;
  } catch (err) {
    pausedUntil.set(opts.url, performance.now() + PAUSE_AFTER_FAILURE_MS);
    if (err instanceof UpstreamError) throw err;
    const e = err as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    throw new UpstreamError(
      timedOut ? `upstream timed out after ${opts.timeoutMs} ms` : `upstream failed: ${e.message}`,
    );
  }
}

/** Nominatim answers an object with `address` (found) or `error` (e.g. 'Unable to geocode'). */
function isAnswer(body: unknown): body is GeocodeAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  const hasAddress = typeof b.address === 'object' && b.address !== null && !Array.isArray(b.address);
  return hasAddress || typeof b.error === 'string';
}
