import { describe, expect, it } from 'vitest';
import { classifyAnswer, errCode, errGlobal, joinFieldMessages } from './apiErrors';

describe('classifyAnswer (spec 1 §8)', () => {
  it('passes answers without err', () => {
    expect(classifyAnswer({ ok: true })).toEqual({ kind: 'none' });
    expect(classifyAnswer({ err: null, m: [] })).toEqual({ kind: 'none' });
    expect(classifyAnswer(undefined)).toEqual({ kind: 'none' });
    expect(classifyAnswer([1, 2])).toEqual({ kind: 'none' });
  });

  it('signs out on session_destroy, even when a global text is present', () => {
    expect(classifyAnswer({ err: { code: 'session_destroy' } })).toEqual({ kind: 'logout' });
    expect(classifyAnswer({ err: { code: 'session_destroy', global: 'x' } })).toEqual({ kind: 'logout' });
  });

  it('shows the permission-denied screen on module_permission_error', () => {
    expect(classifyAnswer({ err: { code: 'module_permission_error' } })).toEqual({ kind: 'moduleDenied' });
  });

  it('toasts err.global', () => {
    expect(classifyAnswer({ err: { global: 'Nieprawidłowe zapytanie.' } })).toEqual({
      kind: 'toast',
      text: 'Nieprawidłowe zapytanie.',
    });
  });

  it('leaves other codes to the caller without a toast', () => {
    expect(classifyAnswer({ err: { code: 'permission_error' } })).toEqual({ kind: 'code', code: 'permission_error' });
    expect(classifyAnswer({ err: { code: 'user_is_login' } })).toEqual({ kind: 'code', code: 'user_is_login' });
  });

  it('joins field messages with spaces into one toast', () => {
    expect(classifyAnswer({ err: { name: 'Pole jest wymagane', regno: 'Za długi numer.' } })).toEqual({
      kind: 'toast',
      text: 'Pole jest wymagane Za długi numer.',
    });
    expect(joinFieldMessages({ a: ['x', 'y'], b: '', c: null, code: 'ignored' })).toBe('x y');
  });

  it('treats a bare string err as a global message', () => {
    expect(classifyAnswer({ err: 'Błąd' })).toEqual({ kind: 'toast', text: 'Błąd' });
  });

  it('reads global and code for callers', () => {
    expect(errGlobal({ err: { global: 'G' } })).toBe('G');
    expect(errGlobal({ err: { code: 'user_is_login' } })).toBeUndefined();
    expect(errCode({ err: { code: 'user_is_login' } })).toBe('user_is_login');
    expect(errCode({ ok: true })).toBeUndefined();
  });
});
