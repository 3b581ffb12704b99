import { TOTP_PARAMS } from '@namiar/domain';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based one-time passwords (issue 28 §2) through the `otpauth` library: SHA-1,
 * six digits, 30-second steps, the parameters every authenticator app reads from an otpauth://
 * URI. The secret is base32 text here; it is stored only sealed (modules/totp).
 */

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_PARAMS.issuer,
    label,
    algorithm: TOTP_PARAMS.algorithm,
    digits: TOTP_PARAMS.digits,
    period: TOTP_PARAMS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits from the platform's CSPRNG), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_PARAMS.secretBytes }).base32;
}

/** The otpauth:// URI an authenticator app enrols from; `label`: 'client:login' names the account. */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The code of `secret` at `ms` (epoch milliseconds). */
export function totpCodeAt(secret: string, ms: number): string {
  return totpOf(secret).generate({ timestamp: ms });
}

/**
 * How many steps from the one of `ms` the code matched within the window (-1, 0, 1), or null.
 * The library compares in constant time.
 */
export function totpDelta(secret: string, code: string, ms: number): number | null {
  return totpOf(secret).validate({ token: code, timestamp: ms, window: TOTP_PARAMS.window });
}
