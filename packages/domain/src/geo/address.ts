import { z } from 'zod';
import { MSG } from '../messages';

/**
 * Reverse geocoding (spec 1 §7): the answer has Nominatim's shape (format=json,
 * addressdetails=1), whether it came from a Nominatim server or from the server's offline
 * gazetteer. The web reads `address` (or `geo`) and shows one line built by formatAddress.
 */
export interface GeocodeAddress {
  country_code?: string;
  country?: string;
  postcode?: string;
  city?: string;
  town?: string;
  village?: string;
  administrative?: string;
  state?: string;
  suburb?: string;
  road?: string;
  house_number?: string;
  /** The spec's spelling; Nominatim itself says house_number. */
  housenumber?: string;
  [key: string]: string | undefined;
}

export interface GeocodeAnswer {
  place_id?: number;
  licence?: string;
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: GeocodeAddress;
  /** Older geocoders answered the parts under `geo`; read when `address` is absent. */
  geo?: GeocodeAddress;
  /** Nominatim's answer when nothing is found, e.g. 'Unable to geocode' (open sea). */
  error?: string;
}

/** What the web shows for a failed or empty lookup. */
export const NO_ADDRESS = '--';

/** The locality keys, most specific first (spec 1 §7). */
const LOCALITY_KEYS = ['city', 'town', 'village', 'administrative', 'state'] as const;

function text(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
}

/**
 * One line 'CC, postcode, city, street, number' from a geocoding answer: country code in
 * upper case, the first present of city/town/village/administrative/state, missing parts
 * skipped; '--' when there is nothing (or the answer is not an object).
 */
export function formatAddress(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return NO_ADDRESS;
  const a = answer as GeocodeAnswer;
  const parts = a.address ?? a.geo;
  if (typeof parts !== 'object' || parts === null) return NO_ADDRESS;
  const locality = LOCALITY_KEYS.map((k) => text(parts[k])).find((v) => v !== '') ?? '';
  const line = [
    text(parts.country_code).toUpperCase(),
    text(parts.postcode),
    locality,
    text(parts.road),
    text(parts.house_number) || text(parts.housenumber),
  ].filter((p) => p !== '');
  return line.length > 0 ? line.join(', ') : NO_ADDRESS;
}

/** A coordinate in a query string: required, a finite number within [min, max]. */
const coordinate = (min: number, max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .transform(Number)
    .pipe(
      z
        .number({ error: MSG.numberRange(min, max) })
        .min(min, { error: MSG.numberRange(min, max) })
        .max(max, { error: MSG.numberRange(min, max) }),
    );

/**
 * GET /app/geocode/reverse — Nominatim's parameters. Only lat and lon matter; format, zoom
 * and addressdetails are accepted as the web sends them (json, 18, 1) and otherwise ignored.
 */
export const reverseGeocodeQuery = z.object({
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
  format: z.string().optional(),
  zoom: z.string().optional(),
  addressdetails: z.string().optional(),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;

/** Centres closer than this (about 1 m) are the same place: a save without a move keeps the city. */
const SAME_PLACE_DEGREES = 1e-5;

/**
 * Whether an own point's or a base's city is to be looked up again from its centre on save
 * (issue 27: the city stayed that of the first centre after the position was edited): the area
 * is new or its centre moved, and the user typed no city of his own — the city is empty or the
 * one stored before. A city the user changed is his and is kept.
 */
export function cityFollowsCentre(
  before: { centre: { lat: number; lon: number } | null; city: string } | null,
  after: { centre: { lat: number; lon: number } | null; city: string },
): boolean {
  if (!after.centre) return false;
  const typed = after.city.trim();
  if (!before) return typed === '';
  const moved =
    !before.centre ||
    Math.abs(before.centre.lat - after.centre.lat) > SAME_PLACE_DEGREES ||
    Math.abs(before.centre.lon - after.centre.lon) > SAME_PLACE_DEGREES;
  return moved && (typed === '' || typed === before.city.trim());
}
