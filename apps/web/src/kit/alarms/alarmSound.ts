/**
 * The alarm sound (spec 1 §4 'Alarm'): it plays when the alarm count grows and differs from
 * the count stored in local storage, if sound is enabled. The stored count is shared by every
 * tab of the browser, so a second tab does not beep again for the alarm the first one
 * announced, and a reload with the same alarms stays quiet.
 */

/**
 * `previous` is the count this page saw last (null before the first answer, when the stored
 * count stands in for it); `stored` is the shared count (null when none is stored).
 */
export function shouldPlayAlarmSound(previous: number | null, count: number, stored: number | null): boolean {
  const before = previous ?? stored ?? 0;
  return count > before && count !== stored;
}

export function readStoredCount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Volume setting 0–10 (alarm-sound-volume) to a gain 0–1; anything else falls back to 5. */
export function volumeGain(volume: unknown): number {
  const v = typeof volume === 'number' ? volume : Number(volume);
  if (!Number.isFinite(v)) return 0.5;
  return Math.min(10, Math.max(0, v)) / 10;
}

let context: AudioContext | null = null;

/**
 * A short two-tone beep through Web Audio (no sound file to ship). Browsers keep audio
 * suspended until the user has interacted with the page; then the beep is skipped silently,
 * without creating the audio context (which costs a page 150–190 ms of main thread).
 */
export function playAlarmBeep(gain: number): void {
  if (gain <= 0 || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  if (!context && navigator.userActivation?.hasBeenActive === false) return;
  try {
    context ??= new window.AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    const out = ctx.createGain();
    out.gain.setValueAtTime(0.0001, start);
    out.gain.exponentialRampToValueAtTime(Math.max(0.0002, gain * 0.6), start + 0.02);
    out.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
    out.connect(ctx.destination);
    for (const [freq, at] of [
      [880, 0],
      [1175, 0.18],
    ] as const) {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(freq, start + at);
      osc.connect(out);
      osc.start(start + at);
      osc.stop(start + at + 0.16);
    }
  } catch {
    /* no audio device or blocked: the badge still shows the count */
  }
}
