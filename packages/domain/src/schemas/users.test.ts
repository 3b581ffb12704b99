import { describe, expect, it } from 'vitest';
import { fieldErrors } from './index';
import { PASSWORD_MSG } from '../passwords/password-rules';
import { ALARM_EVENT_TYPES, USERS_MSG, userSaveBody, usersDeleteBody, usersDetailsBody } from './users';

const base = {
  uid: '0',
  login: 'jan.nowak',
  password: 'tajne123-flota',
  password2: 'tajne123-flota',
  user_status_id: '1',
  user_type_id: '2',
  name: 'Jan',
  surname: 'Nowak',
};

function errors(body: Record<string, unknown>) {
  const r = userSaveBody.safeParse(body);
  return r.success ? {} : fieldErrors(r.error);
}

describe('user save body', () => {
  it('parses the editor form with comma-joined selections', () => {
    const f = userSaveBody.parse({
      ...base,
      vehicles: '3,1,3',
      drivers: '',
      event_types: '4,21',
      report_options: '18',
      other_options: '15,9',
      vehicles_all: 'false',
      drivers_all: 'true',
    });
    expect(f.vehicles).toEqual([3, 1]);
    expect(f.drivers).toEqual([]);
    expect(f.list_options).toEqual([]);
    expect(f.other_options).toEqual([15, 9]);
    expect(f.vehicles_all).toBe(false);
    expect(f.drivers_all).toBe(true);
    expect(f.uid).toBe(0);
  });

  it('needs a password for a new user, not for an existing one', () => {
    expect(errors({ ...base, password: '', password2: '' })).toEqual({ password: USERS_MSG.passwordRequired });
    expect(errors({ ...base, uid: '7', password: '', password2: '' })).toEqual({});
  });

  it('refuses a repeat that differs, and a short password', () => {
    expect(errors({ ...base, password2: 'tajne124-flota' })).toEqual({ password2: USERS_MSG.passwordMismatch });
    expect(errors({ ...base, password: 'abc', password2: 'abc' })).toEqual({ password: PASSWORD_MSG.short });
    expect(errors({ ...base, password: 'Haslo12345', password2: 'Haslo12345' })).toEqual({
      password: PASSWORD_MSG.common,
    });
    expect(errors({ ...base, password: `${base.login}2026!`, password2: `${base.login}2026!` })).toEqual({
      password: PASSWORD_MSG.personal,
    });
  });

  it('checks the web password the same way and wants its login', () => {
    expect(
      errors({ ...base, www_login: 'jan', www_password: 'haslo12-flota', www_password2: 'haslo13-flota' }),
    ).toEqual({
      www_password2: USERS_MSG.passwordMismatch,
    });
    expect(errors({ ...base, www_password: 'haslo12-flota', www_password2: 'haslo12-flota' })).toEqual({
      www_login: USERS_MSG.wwwLoginRequired,
    });
  });

  it('words login, name, phone, e-mail and lists in Polish', () => {
    expect(errors({ ...base, login: ' ' }).login).toBe(USERS_MSG.loginRequired);
    expect(errors({ ...base, login: '-jan' }).login).toBe(USERS_MSG.loginFormat);
    expect(errors({ ...base, login: 'a'.repeat(65) }).login).toBe(USERS_MSG.loginFormat);
    expect(errors({ ...base, name: '' }).name).toBe(USERS_MSG.nameRequired);
    expect(errors({ ...base, phone_no: 'abc' }).phone_no).toBe(USERS_MSG.phoneFormat);
    expect(errors({ ...base, email: 'jan@' }).email).toBe(USERS_MSG.emailFormat);
    expect(errors({ ...base, vehicles: '1,x' }).vehicles).toBe(USERS_MSG.vehicleList);
    expect(errors({ ...base, event_types: '1' }).event_types).toBe(USERS_MSG.eventTypeUnknown);
    expect(errors({ ...base, user_status_id: '5' }).user_status_id).toBe(USERS_MSG.statusUnknown);
  });

  it('offers every event but stop, halt and drive as an alarm', () => {
    const ids = ALARM_EVENT_TYPES.map((e) => e.eid);
    expect(ids).not.toContain(1);
    expect(ids).toContain(4);
    expect(ids).toContain(99);
  });
});

describe('user details and delete bodies', () => {
  it('reads 0, new or nothing as a new user', () => {
    expect(usersDetailsBody.parse({ uid: '0' }).uid).toBe(0);
    expect(usersDetailsBody.parse({ uid: 'new' }).uid).toBe(0);
    expect(usersDetailsBody.parse({}).uid).toBe(0);
    expect(usersDetailsBody.parse({ uid: '12' }).uid).toBe(12);
    expect(usersDetailsBody.safeParse({ uid: '-1' }).success).toBe(false);
  });

  it('deletes only a named user', () => {
    expect(usersDeleteBody.safeParse({ uid: '0' }).success).toBe(false);
    expect(usersDeleteBody.parse({ uid: '4' }).uid).toBe(4);
  });
});
