import { describe, expect, it } from 'vitest';
import { fieldErrors } from './index';
import { DRIVER_MSG, driverSaveBody, formatDriverHistory, formatWorkStatuses, peselValid } from './drivers';
import { IDENTIFIER_MSG, identifierSaveBody } from './identifiers';

const base = { did: '0', name: 'Jan', surname: 'Kowalski' };
const errorsOf = (body: Record<string, unknown>) => {
  const r = driverSaveBody.safeParse(body);
  return r.success ? {} : fieldErrors(r.error);
};

describe('PESEL', () => {
  it('takes 11 digits with a real birth date and the check digit', () => {
    expect(peselValid('44051401359')).toBe(true); // 1944-05-14
    expect(peselValid('02270803624')).toBe(true); // 2002-07-08 (month + 20)
    expect(peselValid('44051401358')).toBe(false); // check digit
    expect(peselValid('4405140135')).toBe(false);
    expect(peselValid('4405140135a')).toBe(false);
    expect(peselValid('44023101353')).toBe(false); // 31 February, check digit right
  });
});

describe('the driver save body', () => {
  it('reads a full driver with its delimited lists', () => {
    const body = driverSaveBody.parse({
      ...base,
      did: '12',
      phone_no: '+48 600 100 200',
      pesel: '44051401359',
      driver_status_id: '2',
      driver_type_id: '1',
      recruited_from_date: '2020-01-01 00:00:00',
      recruited_to_date: '',
      adress: ' ul. Długa 5 ',
      postal_code: '00-950',
      city: 'Warszawa',
      driving_license_no: '01234/12/1465',
      driving_license_category: 'c+e,B, C',
      driver_history: formatDriverHistory([
        { code: '31', identification_id: 4, from_date: '2026-01-01 08:00:00', to_date: null, active: true },
        {
          code: '1774512000000',
          identification_id: 5,
          from_date: '2026-02-01 08:00:00',
          to_date: '2026-02-28 23:59:59',
          active: false,
        },
      ]),
      work_statuses: formatWorkStatuses([
        { id: 1, active: true },
        { id: 4, active: false },
      ]),
    });
    expect(body).toMatchObject({
      did: 12,
      pesel: '44051401359',
      driver_status_id: 2,
      recruited_to_date: null,
      adress: 'ul. Długa 5',
      driving_license_category: 'B,C,C+E',
      work_statuses: [
        { id: 1, active: true },
        { id: 4, active: false },
      ],
    });
    expect(body.driver_history).toEqual([
      { code: '31', identification_id: 4, from_date: '2026-01-01 08:00:00', to_date: null, active: true },
      {
        code: '1774512000000',
        identification_id: 5,
        from_date: '2026-02-01 08:00:00',
        to_date: '2026-02-28 23:59:59',
        active: false,
      },
    ]);
  });

  it('takes a new driver as did 0 and needs only the names', () => {
    expect(driverSaveBody.parse({ ...base, did: 'new' })).toMatchObject({
      did: 0,
      driver_history: null,
      work_statuses: null,
      pesel: null,
    });
    expect(errorsOf({ did: '0', name: ' ', surname: '' })).toEqual({
      name: DRIVER_MSG.nameRequired,
      surname: DRIVER_MSG.surnameRequired,
    });
  });

  it('refuses a wrong PESEL, phone, category, dates and a period ending before it starts', () => {
    expect(
      errorsOf({
        ...base,
        pesel: '44051401358',
        phone_no: 'abc',
        driving_license_category: 'B,Z',
        recruited_from_date: '2024-02-30 00:00:00',
      }),
    ).toEqual({
      pesel: DRIVER_MSG.pesel,
      phone_no: DRIVER_MSG.phone,
      driving_license_category: DRIVER_MSG.licenseCategory,
      recruited_from_date: DRIVER_MSG.dateFormat,
    });
    expect(
      errorsOf({ ...base, recruited_from_date: '2024-02-10 00:00:00', recruited_to_date: '2024-02-01 00:00:00' }),
    ).toEqual({ recruited_to_date: DRIVER_MSG.recruitedOrder });
  });

  it('puts a history entry’s problem next to that entry’s field', () => {
    expect(
      errorsOf({
        ...base,
        driver_history: '1^4^2026-01-01 08:00:00^^1|2^^^^1|3^5^2026-03-01 00:00:00^2026-02-01 00:00:00^1',
      }),
    ).toEqual({
      'driver_history.1.identification_id': DRIVER_MSG.historyIdentifier,
      'driver_history.1.from_date': DRIVER_MSG.historyFrom,
      'driver_history.2.to_date': DRIVER_MSG.historyOrder,
    });
  });

  it('refuses a malformed history or work status list as a whole', () => {
    expect(errorsOf({ ...base, driver_history: '1^4^2026-01-01 08:00:00^1' })).toEqual({
      driver_history: DRIVER_MSG.history,
    });
    expect(errorsOf({ ...base, driver_history: '7^4^2026-01-01 08:00:00^^1|7^5^2026-01-01 08:00:00^^1' })).toEqual({
      driver_history: DRIVER_MSG.history,
    });
    expect(errorsOf({ ...base, work_statuses: '99^1' })).toEqual({ work_statuses: DRIVER_MSG.workStatuses });
    expect(errorsOf({ ...base, work_statuses: '1^yes' })).toEqual({ work_statuses: DRIVER_MSG.workStatuses });
  });
});

describe('the identifier save body', () => {
  it('takes a device’s number, trimmed', () => {
    expect(identifierSaveBody.parse({ iid: '0', identification_no: ' 01A2B3C4D5E6F701 ' })).toEqual({
      iid: 0,
      identification_no: '01A2B3C4D5E6F701',
    });
  });

  it('refuses an empty number or one with other characters', () => {
    const r = identifierSaveBody.safeParse({ iid: '0', identification_no: '' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ identification_no: IDENTIFIER_MSG.numberRequired });
    const s = identifierSaveBody.safeParse({ iid: '3', identification_no: 'AB CD|1' });
    expect(s.success ? {} : fieldErrors(s.error)).toEqual({ identification_no: IDENTIFIER_MSG.numberFormat });
  });
});
