import { md5 } from 'js-md5';

/**
 * The sign-in proof of spec 1 §7: MD5(token + client name + user login + MD5(password)).
 * The password itself never leaves the browser; the token is single-use.
 */
export function loginCode(token: string, clogin: string, ulogin: string, password: string): string {
  return md5(token + clogin + ulogin + md5(password));
}
