import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('refuses fewer than ten characters, counting characters not bytes', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem('Kf8#vq2Lx')).toBe('short');
    expect(passwordProblem('żółćżółćź')).toBe('short');
    expect(passwordProblem('Kf8#vq2Lxm')).toBeNull();
  });

  it('refuses the common words however they are dressed', () => {
    for (const p of [
      'password123',
      'Password!!',
      'P@ssw0rd2024',
      'Hasło12345',
      'haslo123456',
      'zaq12wsx!!',
      'Kochanie2024',
      'qwerty12345',
      'Namiar2026!',
      'adminadmin1',
      '!!Legia1916!!',
    ])
      expect([p, passwordProblem(p)]).toEqual([p, 'common']);
  });

  it('refuses digits alone, repeats and keyboard runs', () => {
    for (const p of [
      '1234567890',
      '0987654321',
      '1111111111',
      'abcabcabcabc',
      'qwertyuiop',
      'poiuytrewq',
      'asdfghjkl;',
      '2026-12-04!',
    ])
      expect([p, passwordProblem(p)]).toEqual([p, 'common']);
  });

  it('refuses the account’s own login or company as the password', () => {
    expect(passwordProblem('kowalski2026', ['kowalski', 'transpol'])).toBe('personal');
    expect(passwordProblem('Transpol!!!!', ['kowalski', 'transpol'])).toBe('personal');
    expect(passwordProblem('kowalski-jedzie-do-gdanska', ['kowalski'])).toBeNull();
  });

  it('takes passphrases and random strings', () => {
    for (const p of ['ciezarowka-w-deszczu', 'Tr4ctor.Blue.Sky', 'x9!Lm2#Qp7', 'haslo-123-flota', 'secret123-flota'])
      expect([p, passwordProblem(p)]).toEqual([p, null]);
  });
});
