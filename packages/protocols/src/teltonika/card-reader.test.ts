import { describe, expect, it } from 'vitest';
import { cardReaderDriver } from './card-reader';

describe('card reader texts (Codec 13)', () => {
  it('takes the driver identifier from the fifth field', () => {
    expect(cardReaderDriver('GTSL|6|1|0|0000123456789|1|')).toBe('0000123456789');
    expect(cardReaderDriver('GTSL|6|1|0|DRV-7|1|\r\n')).toBe('DRV-7');
  });
  it('reads an empty or all-zero identifier as no card, and other texts as not a card reader', () => {
    expect(cardReaderDriver('GTSL|6|1|0||0|')).toBe('');
    expect(cardReaderDriver('GTSL|6|1|0|0000|0|')).toBe('');
    expect(cardReaderDriver('getinfo')).toBeNull();
    expect(cardReaderDriver('GTSL|6|1')).toBeNull();
    expect(cardReaderDriver('XGTSL|6|1|0|123|1|')).toBeNull();
  });
});
