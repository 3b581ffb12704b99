import { describe, expect, it } from 'vitest';
import { openNoticePath } from './navigation';

describe('openNoticePath', () => {
  it('puts /open/ after the first segment', () => {
    expect(openNoticePath('/monit')).toBe('monit/open/');
    expect(openNoticePath('/vehicles/12')).toBe('vehicles/open/12/');
    expect(openNoticePath('/inspections/pp/perform/3')).toBe('inspections/open/pp/perform/3/');
    expect(openNoticePath('/vehicles/')).toBe('vehicles/open/');
  });

  it('sends nothing for sign-in, sign-out and the bare root', () => {
    expect(openNoticePath('/login')).toBeNull();
    expect(openNoticePath('/logout')).toBeNull();
    expect(openNoticePath('/')).toBeNull();
  });
});
