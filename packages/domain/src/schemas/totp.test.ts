import { describe, expect, it } from 'vitest';
import { P } from '../permissions/catalog';
import { USERS_MSG } from './users';
import {
  TOTP_MSG,
  freshTotpStep,
  groupTotpSecret,
  loginTotpBody,
  totpDisableBody,
  totpEligible,
  totpStatusBody,
  totpStepOf,
} from './totp';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the second sign-in factor (issue 28 §2)', () => {
  it('is for administrators: holders of the right to edit users', () => {
    expect(totpEligible([P.monitor, P.users])).toBe(true);
    expect(totpEligible(new Set([P.users]))).toBe(true);
    expect(totpEligible([P.monitor, P.route])).toBe(false);
    expect(totpEligible([])).toBe(false);
  });

  it('counts 30-second steps from the epoch (RFC 6238 T0 = 0)', () => {
    expect(totpStepOf(0)).toBe(0);
    expect(totpStepOf(29_999)).toBe(0);
    expect(totpStepOf(30_000)).toBe(1);
    // RFC 6238 appendix B: T = 59 s is step 1, T = 1111111109 s is step 0x23523EC.
    expect(totpStepOf(59_000)).toBe(1);
    expect(totpStepOf(1_111_111_109_000)).toBe(0x23523ec);
  });

  it('takes a code of the window once: never the same or an earlier step again', () => {
    expect(freshTotpStep(100, 0, 0)).toBe(100);
    expect(freshTotpStep(100, -1, 0)).toBe(99);
    expect(freshTotpStep(100, 1, 100)).toBe(101);
    expect(freshTotpStep(100, 0, 100)).toBeNull();
    expect(freshTotpStep(100, -1, 99)).toBeNull();
    expect(freshTotpStep(100, null, 0)).toBeNull();
    expect(freshTotpStep(100, 2, 0)).toBeNull();
  });

  it('shows a secret in groups of four for typing by hand', () => {
    expect(groupTotpSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupTotpSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupTotpSecret('AB CD')).toBe('ABCD');
  });

  it('reads a code of six digits, spaces dropped, with a Polish message otherwise', () => {
    expect(loginTotpBody.parse({ otp: '123 456' })).toEqual({ otp: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '', '١٢٣٤٥٦'])
      expect(message(loginTotpBody.safeParse({ otp: code }))).toBe(TOTP_MSG.codeFormat);
    expect(message(loginTotpBody.safeParse({}))).toBe(TOTP_MSG.codeFormat);
  });

  it('switches off with a code or (another user, by an administrator) without one', () => {
    expect(totpDisableBody.parse({ uid: '7', otp: '012345' })).toEqual({ uid: 7, otp: '012345' });
    expect(totpDisableBody.parse({ uid: '7', otp: '' })).toEqual({ uid: 7, otp: null });
    expect(totpDisableBody.parse({ uid: '7' })).toEqual({ uid: 7, otp: null });
    expect(message(totpDisableBody.safeParse({ uid: '7', otp: '12' }))).toBe(TOTP_MSG.codeFormat);
    expect(message(totpStatusBody.safeParse({ uid: '0' }))).toBe(USERS_MSG.userNotFound);
  });
});
