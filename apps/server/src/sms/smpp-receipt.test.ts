import { describe, expect, it } from 'vitest';
import { parseReceipt } from './smpp-receipt';

describe('SMPP delivery receipts', () => {
  it('reads the appendix B text', () => {
    expect(
      parseReceipt(
        'id:0123456789 sub:001 dlvrd:001 submit date:2611280101 done date:2611280102 stat:DELIVRD err:000 text:getgps',
      ),
    ).toEqual({ messageId: '0123456789', outcome: 'delivered', stat: 'DELIVRD' });
    expect(parseReceipt('id:abc sub:001 dlvrd:000 stat:UNDELIV err:001')).toMatchObject({ outcome: 'failed' });
    expect(parseReceipt('id:abc stat:ENROUTE')).toMatchObject({ outcome: 'pending' });
  });
  it('prefers the TLVs and refuses texts that are no receipt', () => {
    expect(parseReceipt('id:x stat:DELIVRD', { receiptedId: 'y', state: 5 })).toEqual({
      messageId: 'y',
      outcome: 'failed',
      stat: 'UNDELIV',
    });
    expect(parseReceipt('hello')).toBeNull();
  });
});
