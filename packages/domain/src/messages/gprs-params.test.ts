import { describe, expect, it } from 'vitest';
import { getparamId, gprsFormFromParams, parseParamAnswer } from './gprs-params';

describe('getparam answers', () => {
  it('reads the FMB and the short answer forms', () => {
    expect(parseParamAnswer('Param ID:2001 Value:internet')).toEqual({ id: 2001, value: 'internet' });
    expect(parseParamAnswer('Param ID:2003 Value:')).toEqual({ id: 2003, value: '' });
    expect(parseParamAnswer('2005:5027')).toEqual({ id: 2005, value: '5027' });
    expect(parseParamAnswer('Param ID:99999 Parameter not exist')).toEqual({ id: 99999, refused: true });
    expect(parseParamAnswer('Unknown command: getparam x')).toEqual({ id: null, refused: true });
  });
  it('knows which parameter a command asks', () => {
    expect(getparamId('getparam 10050')).toBe(10050);
    expect(getparamId('getgps')).toBeNull();
  });
  it('fills the form from the parameters and leaves the others empty', () => {
    const f = gprsFormFromParams({
      '10050': '60',
      '10051': '500',
      '10052': '15',
      '102': '2',
      '103': '10',
      '2001': 'internet',
      '2004': 'gps.example.com',
      '2005': '5027',
      '2006': '0',
    });
    expect(f.constants.save_period_s).toBe(60);
    expect(f.constants.save_distance_m).toBe(500);
    expect(f.constants.save_angle_deg).toBe(15);
    expect(f.constants.gsm_sleep).toBe(true);
    expect(f.constants.gsm_sleep_standstill_s).toBe(600);
    expect(f.constants.save_temperature_c).toBeNull();
    expect(f.constants.options.lpg_measurement).toBeNull();
    expect(f.gprs).toMatchObject({ apn: 'internet', login: null, ip: 'gps.example.com', port: 5027, protocol: 'TCP' });
  });
});
