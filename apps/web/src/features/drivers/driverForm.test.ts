import { describe, expect, it } from 'vitest';
import { DRIVER_MSG, WORK_STATUSES, type DriverDetailsAnswer } from '@namiar/domain';
import {
  canAddHistoryEntry,
  driverFieldErrors,
  newHistoryEntry,
  toFormValues,
  toSaveBody,
  withoutHistoryEntry,
  type HistoryEntryValues,
} from './driverForm';

const details: DriverDetailsAnswer = {
  driver: {
    did: 7,
    name: 'Anna',
    surname: 'Nowak',
    phone_no: null,
    pesel: '44051401359',
    driver_status_id: 1,
    driver_type_id: 2,
    recruited_from_date: '2020-01-01 00:00:00',
    recruited_to_date: null,
    adress: null,
    postal_code: null,
    city: 'Kraków',
    driving_license_no: null,
    driving_license_category: 'B,C,C+E',
    driver_history: [
      {
        code: '31',
        identification_id: 4,
        identification_no: '01A2',
        from_date: '2026-01-01 08:00:00',
        to_date: null,
        active: true,
      },
    ],
    work_statuses: WORK_STATUSES.map((w) => ({ id: w.value, name: w.text, active: w.value !== 2 })),
  },
  driver_statuses: [],
  driver_types: [],
  driver_ids: [{ value: 4, text: '01A2' }],
};

const entry = (over: Partial<HistoryEntryValues>): HistoryEntryValues => ({
  code: '1',
  identification_id: 4,
  identification_no: '',
  from_date: '2026-01-01 00:00:00',
  to_date: null,
  active: true,
  ...over,
});

describe('the driver form', () => {
  it('sends what it loaded in the delimited formats of spec 3 §7', () => {
    const body = toSaveBody(toFormValues(details));
    expect(body).toMatchObject({
      did: 7,
      name: 'Anna',
      phone_no: '',
      driving_license_category: 'B,C,C+E',
      recruited_to_date: '',
      driver_history: '31^4^2026-01-01 08:00:00^^1',
    });
    expect(body.work_statuses).toBe('1^1|2^0|3^1|4^1|5^1|6^1|7^1|8^1');
    expect(driverFieldErrors(toFormValues(details))).toEqual({});
  });

  it('gets the server’s messages for each field, history entries included', () => {
    const v = {
      ...toFormValues(details),
      name: '',
      pesel: '44051401358',
      driver_history: [entry({}), entry({ code: '2', identification_id: null, from_date: null })],
    };
    expect(driverFieldErrors(v)).toEqual({
      name: DRIVER_MSG.nameRequired,
      pesel: DRIVER_MSG.pesel,
      'driver_history.1.identification_id': DRIVER_MSG.historyIdentifier,
      'driver_history.1.from_date': DRIVER_MSG.historyFrom,
    });
  });
});

describe('identifier history entries (spec 3 §4)', () => {
  it('adds an entry only after the last one has its identifier and from-date', () => {
    expect(canAddHistoryEntry([])).toBe(true);
    expect(canAddHistoryEntry([entry({})])).toBe(true);
    expect(canAddHistoryEntry([entry({}), entry({ code: '2', identification_id: null })])).toBe(false);
    expect(canAddHistoryEntry([entry({ from_date: null })])).toBe(false);
  });

  it('gives a new entry active true and a time-based code of its own', () => {
    const now = Date.parse('2026-03-29T10:00:00Z');
    expect(newHistoryEntry([], now)).toEqual({
      code: String(now),
      identification_id: null,
      identification_no: '',
      from_date: null,
      to_date: null,
      active: true,
    });
    expect(newHistoryEntry([entry({ code: String(now) })], now).code).toBe(String(now + 1));
  });

  it('removes entries by their code', () => {
    const list = [entry({ code: '1' }), entry({ code: '2' }), entry({ code: '3' })];
    expect(withoutHistoryEntry(list, '2').map((e) => e.code)).toEqual(['1', '3']);
  });
});
