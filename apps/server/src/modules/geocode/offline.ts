import type { GeocodeAddress, GeocodeAnswer } from '@namiar/domain';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { PlaceKind, distanceKm, gazetteer, nearest, type Gazetteer } from './gazetteer';

/**
 * The offline reverse geocoder: which gazetteer place names a point. Rule (docs/api.md):
 *
 * 1. Every place gets an estimated extent, a circle of radius r = sqrt(population / (π · 3000/km²))
 *    (the area its people would fill at a European town's density), at least 1 km and at
 *    most 30 km: Wrocław 8.2 km, a town of 20,000 1.5 km, a village 1 km.
 * 2. If the point lies inside the extent of one or more places, the place it is most
 *    central to wins (smallest distance / r): a point in Wrocław is Wrocław even where a
 *    suburb village's centre is nearer, and a point in the middle of that village is the
 *    village.
 * 3. Otherwise the place whose extent's edge is nearest wins (smallest distance − r): the
 *    nearest small place is answered unless a bigger one is not much farther, e.g. a
 *    village 3 km away loses to a city of 100,000 whose centre is 5 km away.
 * 4. A place whose centre lies within 0.8 r of a place at least 5 times bigger in the same
 *    country, with the point inside that bigger place too, is part of it (a city district
 *    listed as its own town, e.g. Wola in Warszawa): the bigger place is the locality and
 *    the smaller one the suburb. In a city, the nearest GeoNames city section (PPLX) within
 *    its own extent is the suburb. Sections are never the locality.
 * 5. When no place's edge is within 100 km (open sea, deserts), the answer is Nominatim's
 *    own 'Unable to geocode', which the web shows as '--'.
 */
export const OFFLINE_RULE = {
  densityPerKm2: 3000,
  minRadiusKm: 1,
  maxRadiusKm: 30,
  /** Nearest localities looked at, plus every big place (below) within maxRadiusKm. */
  candidates: 64,
  bigPopulation: 50_000,
  maxEdgeKm: 100,
  absorbRatio: 0.8,
  absorbFactor: 5,
  cityPopulation: 100_000,
  townPopulation: 10_000,
} as const;

export const UNABLE_TO_GEOCODE = 'Unable to geocode';
export const OFFLINE_LICENCE = 'Data © GeoNames (geonames.org), CC BY 4.0; Namiar offline gazetteer';

export function placeRadiusKm(population: number): number {
  const r = Math.sqrt(population / (Math.PI * OFFLINE_RULE.densityPerKm2));
  return Math.min(OFFLINE_RULE.maxRadiusKm, Math.max(OFFLINE_RULE.minRadiusKm, r));
}

/** Read once: an imported binding is a getter call each time under the CommonJS loader. */
const LOCALITY = PlaceKind.Locality;

export interface PlaceMatch {
  locality: number;
  suburb: number | null;
}

/** The locality (and suburb) naming a point, or null when nothing is within reach. */
export function matchPlace(lat: number, lon: number, g: Gazetteer = gazetteer()): PlaceMatch | null {
  const R = OFFLINE_RULE;
  const isLocality = (id: number) => g.kind[id] === LOCALITY;
  const candidates = new Set(nearest(g, lon, lat, R.candidates, R.maxEdgeKm + R.maxRadiusKm, isLocality));
  for (const id of bigPlacesNear(g, lon, lat)) candidates.add(id);

  let best = -1;
  let bestInside = false;
  let bestScore = Infinity;
  for (const id of candidates) {
    const d = distanceKm(g, id, lon, lat);
    const r = placeRadiusKm(g.population[id]);
    const inside = d <= r;
    const score = inside ? d / r : d - r;
    if ((inside && !bestInside) || (inside === bestInside && score < bestScore)) {
      best = id;
      bestInside = inside;
      bestScore = score;
    }
  }
  if (best < 0 || (!bestInside && bestScore > R.maxEdgeKm)) return null;

  const whole = enclosingPlace(g, best, lat, lon);
  if (whole !== null) return { locality: whole, suburb: best };
  return { locality: best, suburb: g.population[best] >= R.cityPopulation ? sectionAt(g, best, lat, lon) : null };
}

/**
 * What the rules ask of the gazetteer that does not depend on the point, worked out once per
 * place (or once per gazetteer): a moving fleet names thousands of points a minute, and these
 * searches were most of each lookup (the answers are the same, only not searched again).
 */
interface Derived {
  /** The localities of at least bigPopulation inhabitants, with their own kd-tree. */
  big: { index: KDBush; ids: Uint32Array };
  /** Per place: the bigger places of its country that may absorb it (rule 4, point aside). */
  absorbers: Map<number, number[]>;
}
const derived = new WeakMap<Gazetteer, Derived>();

function derivedOf(g: Gazetteer): Derived {
  let d = derived.get(g);
  if (!d) {
    const ids: number[] = [];
    for (let id = 0; id < g.size; id++) {
      if (g.kind[id] === PlaceKind.Locality && g.population[id] >= OFFLINE_RULE.bigPopulation) ids.push(id);
    }
    const index = new KDBush(Math.max(1, ids.length));
    for (const id of ids) index.add(g.lon[id], g.lat[id]);
    if (ids.length === 0) index.add(0, 90); // KDBush wants at least one point; never near anything real
    index.finish();
    d = { big: { index, ids: Uint32Array.from(ids) }, absorbers: new Map() };
    derived.set(g, d);
  }
  return d;
}

/** Every big locality (rule 1's candidates beyond the nearest ones) within maxRadiusKm of a point. */
function bigPlacesNear(g: Gazetteer, lon: number, lat: number): number[] {
  const { big } = derivedOf(g);
  if (big.ids.length === 0) return [];
  return around(big.index, lon, lat, Infinity, OFFLINE_RULE.maxRadiusKm).map((k) => big.ids[k]);
}

/** The places at least absorbFactor times bigger, of the same country, whose 0.8 r holds a place's centre. */
function absorbersOf(g: Gazetteer, id: number): number[] {
  const { absorbers } = derivedOf(g);
  let list = absorbers.get(id);
  if (!list) {
    const R = OFFLINE_RULE;
    const minPopulation = Math.max(g.population[id], 1000) * R.absorbFactor;
    list = nearest(
      g,
      g.lon[id],
      g.lat[id],
      Infinity,
      R.maxRadiusKm * R.absorbRatio,
      (other) =>
        g.kind[other] === PlaceKind.Locality &&
        g.population[other] >= minPopulation &&
        g.country[other] === g.country[id],
    ).filter((big) => distanceKm(g, big, g.lon[id], g.lat[id]) <= R.absorbRatio * placeRadiusKm(g.population[big]));
    if (absorbers.size >= 200_000) absorbers.clear();
    absorbers.set(id, list);
  }
  return list;
}

/** A much bigger place of the same country that holds both the place and the point (rule 4). */
function enclosingPlace(g: Gazetteer, id: number, lat: number, lon: number): number | null {
  let found: number | null = null;
  for (const big of absorbersOf(g, id)) {
    if (distanceKm(g, big, lon, lat) > placeRadiusKm(g.population[big])) continue;
    if (found === null || g.population[big] > g.population[found]) found = big;
  }
  return found;
}

/** The nearest city section (PPLX) of the city's country whose extent holds the point. */
function sectionAt(g: Gazetteer, city: number, lat: number, lon: number): number | null {
  const [id] = nearest(
    g,
    lon,
    lat,
    1,
    OFFLINE_RULE.maxRadiusKm,
    (s) => g.kind[s] === PlaceKind.Section && g.country[s] === g.country[city],
  );
  if (id === undefined) return null;
  return distanceKm(g, id, lon, lat) <= placeRadiusKm(g.population[id]) ? id : null;
}

let countryNames: Intl.DisplayNames | null = null;
function countryName(code: string): string | undefined {
  try {
    countryNames ??= new Intl.DisplayNames(['pl'], { type: 'region' });
    return countryNames.of(code);
  } catch {
    return undefined;
  }
}

/** Nominatim's place classes, by population (OSM's usual place=city/town/village). */
function placeKey(g: Gazetteer, id: number): 'city' | 'town' | 'village' {
  const p = g.population[id];
  if (g.capital[id] || p >= OFFLINE_RULE.cityPopulation) return 'city';
  return p >= OFFLINE_RULE.townPopulation ? 'town' : 'village';
}

/** The offline answer for a point, in Nominatim's shape (no postcode, road or house number). */
export function offlineAnswer(lat: number, lon: number, g: Gazetteer = gazetteer()): GeocodeAnswer {
  const match = matchPlace(lat, lon, g);
  if (!match) return { error: UNABLE_TO_GEOCODE };
  const { locality, suburb } = match;
  const code = g.countries[g.country[locality]];
  const country = countryName(code);
  const address: GeocodeAddress = {};
  if (suburb !== null) address.suburb = g.names[suburb];
  address[placeKey(g, locality)] = g.names[locality];
  if (country) address.country = country;
  address.country_code = code.toLowerCase();
  return {
    place_id: g.geonameId[locality],
    licence: OFFLINE_LICENCE,
    lat: String(g.lat[locality]),
    lon: String(g.lon[locality]),
    display_name: [suburb !== null ? g.names[suburb] : null, g.names[locality], country].filter(Boolean).join(', '),
    address,
  };
}
