import { describe, expect, it } from 'vitest';
import { asciiFilename, contentDisposition } from './export-files';

describe('contentDisposition', () => {
  it('sends the UTF-8 name as filename* and an ASCII stand-in as filename', () => {
    expect(contentDisposition('Raport Łódź (1).xlsx')).toBe(
      `attachment; filename="Raport Lodz (1).xlsx"; filename*=UTF-8''Raport%20%C5%81%C3%B3d%C5%BA%20%281%29.xlsx`,
    );
  });

  it('never lets quotes, backslashes or non-ASCII into the plain filename', () => {
    expect(asciiFilename('a"b\\c%d€e.pdf')).toBe('a_b_c_d_e.pdf');
    expect(asciiFilename('zażółć gęślą jaźń')).toBe('zazolc gesla jazn');
  });
});
