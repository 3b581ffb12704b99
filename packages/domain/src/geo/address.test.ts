import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { NO_ADDRESS, cityFollowsCentre, formatAddress, reverseGeocodeQuery } from './address';

describe('formatAddress (spec 1 §7)', () => {
  it("builds 'CC, postcode, city, street, number' from a Nominatim answer", () => {
    const answer = {
      place_id: 1,
      display_name: '12, Świdnicka, Stare Miasto, Wrocław, 50-066, Polska',
      address: {
        house_number: '12',
        road: 'Świdnicka',
        suburb: 'Stare Miasto',
        city: 'Wrocław',
        state: 'województwo dolnośląskie',
        postcode: '50-066',
        country: 'Polska',
        country_code: 'pl',
      },
    };
    expect(formatAddress(answer)).toBe('PL, 50-066, Wrocław, Świdnicka, 12');
  });

  it('takes the locality from city, town, village, administrative, state in that order', () => {
    const base = { country_code: 'de' };
    expect(formatAddress({ address: { ...base, town: 'T', village: 'V', state: 'S' } })).toBe('DE, T');
    expect(formatAddress({ address: { ...base, village: 'V', administrative: 'A' } })).toBe('DE, V');
    expect(formatAddress({ address: { ...base, administrative: 'A', state: 'S' } })).toBe('DE, A');
    expect(formatAddress({ address: { ...base, state: 'S' } })).toBe('DE, S');
    expect(formatAddress({ address: { ...base, city: 'C', town: 'T' } })).toBe('DE, C');
  });

  it('skips missing and blank parts', () => {
    expect(formatAddress({ address: { country_code: 'pl', city: 'Wrocław' } })).toBe('PL, Wrocław');
    expect(formatAddress({ address: { city: 'Wrocław', road: 'Legnicka' } })).toBe('Wrocław, Legnicka');
    expect(formatAddress({ address: { country_code: ' ', postcode: '', village: 'Smolec', road: '  ' } })).toBe(
      'Smolec',
    );
  });

  it("reads the spec's housenumber and the older geo key", () => {
    expect(formatAddress({ geo: { country_code: 'cz', city: 'Praha', road: 'Národní', housenumber: '7' } })).toBe(
      'CZ, Praha, Národní, 7',
    );
    // address wins over geo
    expect(formatAddress({ address: { city: 'A' }, geo: { city: 'B' } })).toBe('A');
  });

  it("answers '--' when there is nothing to show", () => {
    expect(NO_ADDRESS).toBe('--');
    for (const answer of [
      null,
      undefined,
      'x',
      42,
      {},
      { error: 'Unable to geocode' },
      { address: {} },
      { address: null },
    ]) {
      expect(formatAddress(answer)).toBe('--');
    }
  });
});

describe('reverseGeocodeQuery', () => {
  it('accepts what the web sends and turns lat/lon into numbers', () => {
    const q = reverseGeocodeQuery.parse({
      format: 'json',
      lat: '51.1',
      lon: '-17.03',
      zoom: '18',
      addressdetails: '1',
    });
    expect(q).toMatchObject({ lat: 51.1, lon: -17.03 });
    expect(reverseGeocodeQuery.parse({ lat: '-90', lon: '180' })).toMatchObject({ lat: -90, lon: 180 });
  });

  it('refuses missing, non-numeric and out-of-range coordinates with Polish messages', () => {
    const issues = (q: object) => reverseGeocodeQuery.safeParse(q).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({})).toEqual([
      ['lat', MSG.required],
      ['lon', MSG.required],
    ]);
    expect(issues({ lat: '', lon: '1' })).toEqual([['lat', MSG.required]]);
    expect(issues({ lat: 'abc', lon: 'Infinity' })).toEqual([
      ['lat', MSG.numberRange(-90, 90)],
      ['lon', MSG.numberRange(-180, 180)],
    ]);
    expect(issues({ lat: '90.0001', lon: '-180.5' })).toEqual([
      ['lat', MSG.numberRange(-90, 90)],
      ['lon', MSG.numberRange(-180, 180)],
    ]);
  });
});

describe('cityFollowsCentre (issue 27)', () => {
  const warsaw = { lat: 52.23, lon: 21.01 };
  const krakow = { lat: 50.06, lon: 19.94 };
  it('looks the city up again when the centre moved and the city is the stored one or empty', () => {
    expect(cityFollowsCentre({ centre: warsaw, city: 'Warszawa' }, { centre: krakow, city: 'Warszawa' })).toBe(true);
    expect(cityFollowsCentre({ centre: warsaw, city: 'Warszawa' }, { centre: krakow, city: '' })).toBe(true);
  });
  it('keeps a city the user typed, and the city of an area that did not move', () => {
    expect(cityFollowsCentre({ centre: warsaw, city: 'Warszawa' }, { centre: krakow, city: 'Nowa Huta' })).toBe(false);
    expect(
      cityFollowsCentre(
        { centre: warsaw, city: 'Warszawa' },
        { centre: { lat: 52.230001, lon: 21.01 }, city: 'Warszawa' },
      ),
    ).toBe(false);
  });
  it('fills an empty city of a new area', () => {
    expect(cityFollowsCentre(null, { centre: krakow, city: '' })).toBe(true);
    expect(cityFollowsCentre(null, { centre: krakow, city: 'Kraków' })).toBe(false);
    expect(cityFollowsCentre(null, { centre: null, city: '' })).toBe(false);
  });
});
