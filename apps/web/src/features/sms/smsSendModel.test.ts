import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { SMS_MSG, type SmsVehicle } from '@namiar/domain';
import {
  chosenOffered,
  emptySendForm,
  offeredVehicles,
  sendBody,
  validateSend,
  type SmsSendForm,
} from './smsSendModel';

const NOW = dayjs('2026-03-28 12:00:00');

const vehicle = (vid: number, over: Partial<SmsVehicle> = {}): SmsVehicle => ({
  vid,
  reg_no: `DW ${vid}`,
  phone: null,
  protocol: 'teltonika',
  online: true,
  last_point_date: '2026-03-28 11:59:00',
  route: 'gprs',
  ...over,
});

const form = (over: Partial<SmsSendForm> = {}): SmsSendForm => ({ ...emptySendForm(), vehicles: [1], ...over });

describe('smsSendModel', () => {
  it('sends the spec form: type, four outputs, the hour filter, SIM filters and comma-joined vehicles', () => {
    const body = sendBody(
      form({ sms_type: 4, outputs: [true, false, true, false], hour_active: true, hour: 5, vehicles: [3, 9] }),
    );
    expect(body).toEqual({
      sms_type: 4,
      output_1: true,
      output_2: false,
      output_3: true,
      output_4: false,
      hour_active: true,
      hour: 5,
      pl: true,
      nopl: true,
      vehicles: '3,9',
    });
  });

  it('accepts a valid form, with every output off as a valid output command', () => {
    expect(validateSend(form())).toEqual({});
    expect(validateSend(form({ sms_type: 4 }))).toEqual({});
  });

  it('asks for vehicles and an hour of 1-99 with the server schema messages', () => {
    expect(validateSend(form({ vehicles: [] }))).toEqual({ vehicles: SMS_MSG.vehicles });
    expect(validateSend(form({ hour_active: true, hour: 0 }))).toEqual({ hour: SMS_MSG.hour });
    expect(validateSend(form({ hour_active: true, hour: 100 }))).toEqual({ hour: SMS_MSG.hour });
    expect(validateSend(form({ hour_active: true, hour: null }))).toEqual({ hour: SMS_MSG.hour });
    // Without the filter the hour field is not read.
    expect(validateSend(form({ hour_active: false, hour: null }))).toEqual({});
    expect(validateSend(form({ sms_type: null }))).toEqual({ sms_type: SMS_MSG.type });
  });

  it('offers only vehicles silent for the chosen hours when the hour filter is on', () => {
    const fresh = vehicle(1, { last_point_date: '2026-03-28 11:00:00' });
    const old = vehicle(2, { last_point_date: '2026-03-28 06:59:59' });
    const never = vehicle(3, { last_point_date: null });
    const all = [fresh, old, never];
    expect(offeredVehicles(all, form(), NOW).map((v) => v.vid)).toEqual([1, 2, 3]);
    expect(offeredVehicles(all, form({ hour_active: true, hour: 5 }), NOW).map((v) => v.vid)).toEqual([2, 3]);
    expect(offeredVehicles(all, form({ hour_active: true, hour: 1 }), NOW).map((v) => v.vid)).toEqual([2, 3]);
    expect(offeredVehicles(all, form({ hour_active: true, hour: 6 }), NOW).map((v) => v.vid)).toEqual([3]);
    expect(offeredVehicles(all, form({ hour_active: true, hour: 7 }), NOW).map((v) => v.vid)).toEqual([3]);
  });

  it('applies the SIM filters as the server does; vehicles without a number always pass', () => {
    const polish = vehicle(1, { phone: '+48 600 100 200' });
    const foreign = vehicle(2, { phone: '+49 1511 2345678' });
    const none = vehicle(3, { phone: null });
    const all = [polish, foreign, none];
    expect(offeredVehicles(all, form({ pl: true, nopl: false }), NOW).map((v) => v.vid)).toEqual([1, 3]);
    expect(offeredVehicles(all, form({ pl: false, nopl: true }), NOW).map((v) => v.vid)).toEqual([2, 3]);
    expect(offeredVehicles(all, form({ pl: false, nopl: false }), NOW).map((v) => v.vid)).toEqual([1, 2, 3]);
  });

  it('sorts by registration number in Polish order and drops chosen vehicles a filter hides', () => {
    const list = [vehicle(1, { reg_no: 'ŁZ 1' }), vehicle(2, { reg_no: 'LU 2' }), vehicle(3, { reg_no: 'MA 3' })];
    const offered = offeredVehicles(list, form(), NOW);
    expect(offered.map((v) => v.reg_no)).toEqual(['LU 2', 'ŁZ 1', 'MA 3']);
    expect(chosenOffered([3, 1, 7], offered.slice(1))).toEqual([3, 1]);
  });
});
