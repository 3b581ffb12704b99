/**
 * Reusable answer buffers. A 5,000-vehicle `/monit` answer is about 13 MB; a fresh buffer of
 * that size each poll costs tens of milliseconds of page faults on first touch (measured in
 * bench/monit.ts), while a buffer whose response has been sent can simply be written again.
 * A buffer is lent for one answer and given back once the response is finished.
 */
export function createOutputPool(keep = 2) {
  const free: Buffer[] = [];
  return {
    /** A buffer of at least `size` bytes, and the function that gives it back (call once, after sending). */
    lend(size: number): { buffer: Buffer; giveBack: () => void } {
      const i = free.findIndex((b) => b.length >= size);
      const buffer = i >= 0 ? free.splice(i, 1)[0] : Buffer.allocUnsafeSlow(Math.ceil(size * 1.25));
      let given = false;
      return {
        buffer,
        giveBack() {
          if (given) return;
          given = true;
          if (free.length < keep) free.push(buffer);
        },
      };
    },
  };
}
