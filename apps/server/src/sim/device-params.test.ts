import { describe, expect, it } from 'vitest';
import { answerParamCommand, defaultDeviceParams } from './device-params';

describe('emulator parameters', () => {
  it('answers getparam like FMB firmware', () => {
    const p = defaultDeviceParams(5027);
    expect(answerParamCommand(p, 'getparam 2001')).toBe('Param ID:2001 Value:internet');
    expect(answerParamCommand(p, 'getparam 2005')).toBe('Param ID:2005 Value:5027');
    expect(answerParamCommand(p, 'getparam 1')).toBe('Param ID:1 Parameter not exist');
    expect(answerParamCommand(p, 'getgps')).toBeNull();
  });
  it('keeps what setparam sets, in both syntaxes', () => {
    const p = defaultDeviceParams();
    expect(answerParamCommand(p, 'setparam 2001:apn.pl;2002:user')).toBe('New value 2001:apn.pl;2002:user;');
    expect(answerParamCommand(p, 'getparam 2001')).toBe('Param ID:2001 Value:apn.pl');
    expect(answerParamCommand(p, 'setparam 10050 30')).toBe('New value 10050:30;');
    expect(answerParamCommand(p, 'getparam 10050')).toBe('Param ID:10050 Value:30');
    expect(answerParamCommand(p, 'setparam 9:1')).toBe('Param ID:9 Parameter not exist');
  });
});
