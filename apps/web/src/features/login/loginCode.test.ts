import { describe, expect, it } from 'vitest';
import { md5 } from 'js-md5';
import { loginCode } from './loginCode';

describe('loginCode (spec 1 §7)', () => {
  it('is MD5(token + clogin + ulogin + MD5(password))', () => {
    // MD5('') is the well-known d41d8cd9...; this pins the concatenation order.
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    const inner = md5('demo1234');
    expect(loginCode('tok', 'demo', 'admin', 'demo1234')).toBe(md5(`tokdemoadmin${inner}`));
    expect(loginCode('tok', 'demo', 'admin', 'demo1234')).not.toBe(loginCode('tok', 'admin', 'demo', 'demo1234'));
  });
});
