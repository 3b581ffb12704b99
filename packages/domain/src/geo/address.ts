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
