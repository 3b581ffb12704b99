import { describe, expect, it } from 'vitest';
import { P, USERS_MSG, type UserDetailsAnswer } from '@namiar/domain';
import { groupOptions, moduleLabel, toFormValues, toSaveBody, userFieldError, userFormErrors } from './userForm';

const details: UserDetailsAnswer = {
  user: {
    uid: 7,
    login: 'jan',
    user_status_id: 1,
    user_type_id: 2,
    name: 'Jan',
    surname: 'Nowak',
    phone_no: '',
    email: '',
    www_login: '',
    vehicles_all: false,
    drivers_all: true,
    vehicles: [3, 5],
    drivers: [],
    event_types: [4],
    report_options: [P.repDaily],
    list_options: [],
    other_options: [P.monitor, P.users],
    sms_options: [],
    fuel_options: [P.fuelInvoices],
  },
  user_statuses: [],
  user_types: [],
  drivers: [],
  vehicles: [],
  event_types: [],
  others: [
    { id: P.monitor, name: 'monit' },
    { id: P.users, name: 'users' },
    { id: P.routeCharts, name: 'routeCharts' },
  ],
};

describe('the user editor form', () => {
  it('loads with empty passwords and sends selections comma-joined', () => {
    const v = toFormValues(details);
    expect(v.password).toBe('');
    const body = toSaveBody({ ...v, name: ' Jan ', other_options: [P.monitor, P.users] });
    expect(body).toMatchObject({
      uid: 7,
      login: 'jan',
      name: 'Jan',
      vehicles: '3,5',
      drivers: '',
      event_types: '4',
      other_options: `${P.monitor},${P.users}`,
      fuel_options: String(P.fuelInvoices),
      vehicles_all: false,
      password: '',
      password2: '',
    });
  });

  it('sends a repeat only with its password (the repeat field is disabled without one)', () => {
    const v = toFormValues(details);
    expect(toSaveBody({ ...v, password2: 'zostalo' }).password2).toBe('');
    expect(toSaveBody({ ...v, password: ' ab cd ', password2: ' ab cd ' })).toMatchObject({
      password: ' ab cd ',
      password2: ' ab cd ',
    });
  });

  it('checks fields with the server’s rules, the repeat whatever else is wrong', () => {
    const v = toFormValues(details);
    expect(userFormErrors(v)).toEqual({});
    expect(userFieldError({ ...v, name: '', password: 'tajne123', password2: 'tajne124' }, 'password2')).toBe(
      USERS_MSG.passwordMismatch,
    );
    expect(userFieldError({ ...v, name: '' }, 'name')).toBe(USERS_MSG.nameRequired);
    expect(userFieldError({ ...v, uid: 0 }, 'password')).toBe(USERS_MSG.passwordRequired);
    expect(userFieldError({ ...v, email: 'x@' }, 'email')).toBe(USERS_MSG.emailFormat);
    expect(userFieldError({ ...v, www_password: 'mobilne1', www_password2: 'mobilne1' }, 'www_login')).toBe(
      USERS_MSG.wwwLoginRequired,
    );
  });

  it('names modules as the menu does', () => {
    expect(moduleLabel('users')).toBe('Użytkownicy');
    expect(moduleLabel('report.repvehdaily')).toBe('Raport dzienny standardowy');
    expect(moduleLabel('routeCharts')).toBe('Wykresy na trasie');
    expect(groupOptions(details, [P.users, P.monitor, 999])).toEqual([
      { value: P.users, label: 'Użytkownicy' },
      { value: P.monitor, label: 'Monitoring' },
    ]);
  });
});
