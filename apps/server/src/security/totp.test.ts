import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { newTotpSecret, totpCodeAt, totpDelta, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII text '12345678901234567890'; its 8-digit codes
// end in the 6 digits an app shows.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('computes the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts a code one step either side of now, and no further', () => {
    const now = 1_111_111_109_000;
    expect(totpDelta(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(0);
    expect(totpDelta(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now)).toBe(-1);
    expect(totpDelta(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now)).toBe(1);
    expect(totpDelta(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(totpDelta(RFC_SECRET, '000000', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth:// URI apps read', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    const uri = new URL(totpUri(a, 'demo:admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(a);
    expect(uri.searchParams.get('issuer')).toBe('Namiar');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toBe('/Namiar:demo:admin');
  });
});
