/**
 * The identifier a vehicle's device is registered under, by the protocol it speaks (issue 13 §6;
 * docs/decisions.md 'Device identifiers by protocol').
 *
 * - Teltonika trackers send their IMEI in the handshake: 8–15 digits (real IMEIs have 15 with a
 *   Luhn check digit; DESIGN §11 widens the spec's 8–14). Luhn is not checked: the registry
 *   decides, and test IMEIs such as Traccar's 123456789012345 fail it.
 * - Phones with Traccar Client or OsmAnd send whatever the user typed into the app's 'device
 *   identifier' box (Traccar Client proposes 8 random digits; users type names or 6-digit
 *   numbers): 4–64 letters, digits, '.', '_' or '-'. Matching is exact (case-sensitive), as
 *   Traccar's.
 *
 * Spec 3 §5 asks for 8–14 characters for every vehicle; that rule cannot hold both kinds.
 */
export type DeviceProtocol = 'teltonika' | 'osmand';

export const DEVICE_PROTOCOLS: readonly DeviceProtocol[] = ['teltonika', 'osmand'];

/** The longest identifier any protocol accepts (the database columns hold this many characters). */
export const DEVICE_ID_MAX_LENGTH = 64;

const RULES: Record<DeviceProtocol, RegExp> = {
  teltonika: /^\d{8,15}$/,
  osmand: /^[A-Za-z0-9._-]{4,64}$/,
};

/** Polish messages of the vehicle form's identifier field (the first two are the spec's texts). */
export const DEVICE_ID_MSG = {
  required: 'Numer IMEI jest wymagany',
  teltonika: 'Numer IMEI musi mieć 8 znaków',
  osmand: 'Identyfikator telefonu musi mieć od 4 do 64 znaków: litery, cyfry, kropka, podkreślenie lub myślnik.',
} as const;

export function isDeviceProtocol(value: string): value is DeviceProtocol {
  return (DEVICE_PROTOCOLS as readonly string[]).includes(value);
}

/** True when `id` is a valid identifier for a device speaking `protocol`. */
export function isDeviceId(protocol: DeviceProtocol, id: string): boolean {
  return RULES[protocol].test(id);
}

/** The form's message for `id` (trimmed by the caller or not: spaces are not allowed), or null when valid. */
export function deviceIdError(protocol: DeviceProtocol, id: string): string | null {
  if (id.length === 0) return DEVICE_ID_MSG.required;
  return isDeviceId(protocol, id) ? null : DEVICE_ID_MSG[protocol];
}
