import { z } from 'zod';
import { formIdList } from './monit';
import { formNumberField } from '../numbers/number-field';
import type { NumberRule } from '../numbers/number-text';
import {
  AREA_GEOMETRY_MSG,
  AREA_MAX_RADIUS_M,
  checkAreaGeometry,
  parsePolyText,
  type LatLonPair,
} from './areas-geometry';

export * from './areas-geometry';

/**
 * Own points (POIs) and bases as records (spec 3 §2.3, §2.4, §3.4, §3.5, §5, §7 POIs and
 * Bases): the list, details, save and delete bodies with the Polish messages the server answers
 * and the editors show next to their fields. Save bodies are the editor's form, form-encoded:
 * vehicles and drivers comma-joined, the corners as 'lon^lat|…' (areas-geometry.ts).
 */
export const AREAS_MSG = {
  /** Spec 3 §5: the name rule of the POI and base forms. */
  nameRequired: 'Nazwa obiektu jest wymagana',
  badPid: 'Nieprawidłowy identyfikator punktu własnego.',
  badBid: 'Nieprawidłowy identyfikator bazy.',
  poiNotFound: 'Nie znaleziono punktu własnego. Odśwież listę i spróbuj ponownie.',
  baseNotFound: 'Nie znaleziono bazy. Odśwież listę i spróbuj ponownie.',
  poiTypeUnknown: 'Wybierz typ punktu z listy.',
  poiStatusUnknown: 'Wybierz status punktu z listy.',
  baseTypeUnknown: 'Wybierz typ bazy z listy.',
  baseStatusUnknown: 'Wybierz status bazy z listy.',
  icon: 'Wybierz ikonę od 1 do 8.',
  speedLimit: 'Ograniczenie prędkości musi być liczbą całkowitą od 1 do 250 km/h (puste: brak).',
  emailFormat: 'Nieprawidłowy adres e-mail.',
  phoneFormat: 'Nieprawidłowy numer: dozwolone cyfry, spacje, myślniki, nawiasy i + na początku.',
  vehicleList: 'Nieprawidłowa lista pojazdów.',
  vehiclesForeign: 'Wybrane pojazdy nie są dostępne dla Twojego konta. Odśwież stronę i spróbuj ponownie.',
  driverList: 'Nieprawidłowa lista kierowców.',
  driversForeign: 'Wybrani kierowcy nie należą do Twojej firmy. Odśwież stronę i spróbuj ponownie.',
  verified: 'Nieprawidłowa wartość pola „Zweryfikowany”.',
  ...AREA_GEOMETRY_MSG,
} as const;

export interface AreaOption {
  value: number;
  text: string;
}

/** solid_object_type_id: type 1 is drawn blue on the maps, the others red (spec 1 §2.7). */
export const POI_TYPES: readonly AreaOption[] = [
  { value: 1, text: 'Miejsce obsługi' },
  { value: 2, text: 'Parking' },
  { value: 3, text: 'Stacja paliw' },
  { value: 4, text: 'Strefa zakazana' },
];
/** 2 'Nieaktywny': kept in the records and on the map, but the engine gives it no events. */
export const POI_STATUSES: readonly AreaOption[] = [
  { value: 1, text: 'Aktywny' },
  { value: 2, text: 'Nieaktywny' },
  { value: 3, text: 'Niezweryfikowany' },
];
export const BASE_TYPES: readonly AreaOption[] = [
  { value: 1, text: 'Baza główna' },
  { value: 2, text: 'Oddział' },
  { value: 3, text: 'Parking nocny' },
];
export const BASE_STATUSES: readonly AreaOption[] = [
  { value: 1, text: 'Aktywna' },
  { value: 2, text: 'Nieaktywna' },
];
/** The status at which the engine leaves an area out (both lists). */
export const AREA_STATUS_INACTIVE = 2;
export const SHAPE_NAMES: Readonly<Record<number, string>> = { 1: 'Koło', 2: 'Prostokąt', 3: 'Wielokąt' };
/** An own point's speed limit: whole km/h (the web input and the server read it alike). */
export const SPEED_LIMIT_RULE = { decimals: 0, min: 1, max: 250 } as const;
/** A circle's radius: whole metres (spec 3 §5 'circle radius has 0 decimals'). */
export const RADIUS_RULE = { decimals: 0, min: 1, max: AREA_MAX_RADIUS_M } as const;
/** A typed centre: six decimals (about 10 cm, as a drawn area is rounded), within the globe. */
export const LAT_RULE = { decimals: 6, min: -90, max: 90 } as const;
export const LON_RULE = { decimals: 6, min: -180, max: 180 } as const;
/** Spec 3 §9: POI icons 1–8. */
export const POI_ICON_COUNT = 8;

const MAX_ID = 2_147_483_647;

/** 0 (or 'new', or nothing) for a new record, else its id. */
const formRecordId = (message: string) =>
  z
    .union([z.string({ error: message }), z.number({ error: message })])
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : String(v).trim();
      if (text === '' || text === 'new') return 0;
      if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_ID) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    });

export const poiDetailsBody = z.object({ pid: formRecordId(AREAS_MSG.badPid) });
export const poiDeleteBody = z.object({
  pid: formRecordId(AREAS_MSG.badPid).refine((n) => n > 0, { error: AREAS_MSG.poiNotFound }),
});
export const baseDetailsBody = z.object({ bid: formRecordId(AREAS_MSG.badBid) });
export const baseDeleteBody = z.object({
  bid: formRecordId(AREAS_MSG.badBid).refine((n) => n > 0, { error: AREAS_MSG.baseNotFound }),
});

/** An optional text: absent and empty are the same (''), trimmed, at most `max`. */
const optionalText = (max: number, message?: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v)).trim())
    .pipe(z.string().max(max, message ? { error: message } : undefined));

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ()-]{3,32}$/;
const phone = optionalText(32, AREAS_MSG.phoneFormat).refine((s) => s === '' || PHONE_RE.test(s), {
  error: AREAS_MSG.phoneFormat,
});

/** One of the option values; absent or empty: `fallback`. */
const choice = (values: readonly { value: number }[], message: string, fallback: number) =>
  z
    .union([z.string({ error: message }), z.number({ error: message })])
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : String(v).trim();
      if (text === '') return fallback;
      const n = Number(text);
      if (!values.some((o) => o.value === n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/**
 * A number field of the form by THE number rule (strict): empty or absent is null, a decimal
 * comma reads as a point, a fraction in a whole-number field is refused (issue 27: 'Promień'
 * 250,7 was stored as 2507).
 */
const optionalNumber = (message: string, rule: NumberRule = {}) => formNumberField(rule, message);

const shapeId = z
  .union([z.string({ error: AREAS_MSG.shape }), z.number({ error: AREAS_MSG.shape })])
  .optional()
  .transform((v, ctx) => {
    const n = v === undefined || String(v).trim() === '' ? 1 : Number(String(v).trim());
    if (n !== 1 && n !== 2 && n !== 3) {
      ctx.addIssue({ code: 'custom', message: AREAS_MSG.shape });
      return z.NEVER;
    }
    return n;
  });

/** 'lon^lat|…' (absent or empty: no corners). A long text is refused before it is split. */
const polyField = z
  .string({ error: AREAS_MSG.polyFormat })
  .optional()
  .transform((v, ctx) => {
    const text = v ?? '';
    if (text.length > 60_000) {
      ctx.addIssue({ code: 'custom', message: AREAS_MSG.tooManyPoints });
      return z.NEVER;
    }
    const points = parsePolyText(text);
    if (points === null) {
      ctx.addIssue({ code: 'custom', message: AREAS_MSG.polyFormat });
      return z.NEVER;
    }
    return points;
  });

/**
 * The own point's 'Zweryfikowany' checkbox: a point the system made stays unverified until a
 * user ticks it. Absent reads as verified: a save without it is a person's (docs/decisions.md).
 */
const verifiedFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: AREAS_MSG.verified })
  .optional()
  .transform((v) => v === undefined || v === true || v === 'true' || v === '1');

const idList = (message: string) =>
  formIdList(',', message, 100_000)
    .optional()
    .transform((v) => v ?? []);

/** The fields own points and bases share: name, geometry, address, contacts, assignments. */
const areaFields = {
  name: optionalText(200).pipe(z.string().min(1, { error: AREAS_MSG.nameRequired })),
  lat: optionalNumber(AREAS_MSG.lat),
  lon: optionalNumber(AREAS_MSG.lon),
  radius: optionalNumber(AREAS_MSG.radius, { decimals: 0 }),
  poly: polyField,
  address: optionalText(200),
  address_no: optionalText(32),
  postal_code: optionalText(16),
  city: optionalText(100),
  phone_no: phone,
  fax: phone,
  email: optionalText(200, AREAS_MSG.emailFormat).refine((s) => s === '' || EMAIL_RE.test(s), {
    error: AREAS_MSG.emailFormat,
  }),
  vehicles: idList(AREAS_MSG.vehicleList),
  drivers: idList(AREAS_MSG.driverList),
};

/** What both saves store besides their own ids, types and statuses. */
export interface AreaSaveCommon {
  name: string;
  shape: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: LatLonPair[] | null;
  address: string;
  address_no: string;
  postal_code: string;
  city: string;
  phone_no: string;
  fax: string;
  email: string;
  vehicles: number[];
  drivers: number[];
}

type RawCommon = { [K in keyof typeof areaFields]: z.output<(typeof areaFields)[K]> };

/** The geometry checked (one message on the field at fault), the rest passed on. */
function checkedCommon(
  kind: 'poi' | 'base',
  f: RawCommon,
  shape: number,
  shapeField: string,
  ctx: z.RefinementCtx,
): AreaSaveCommon | null {
  const check = checkAreaGeometry({ kind, shape, lat: f.lat, lon: f.lon, radius: f.radius, poly: f.poly });
  if (!check.ok) {
    ctx.addIssue({
      code: 'custom',
      path: [check.field === 'shape' ? shapeField : check.field],
      message: check.message,
    });
    return null;
  }
  const { name, address, address_no, postal_code, city, phone_no, fax, email, vehicles, drivers } = f;
  return { name, address, address_no, postal_code, city, phone_no, fax, email, vehicles, drivers, ...check.geometry };
}

export const poiSaveBody = z
  .object({
    pid: formRecordId(AREAS_MSG.badPid),
    solid_object_type_id: choice(POI_TYPES, AREAS_MSG.poiTypeUnknown, 1),
    solid_object_status_id: choice(POI_STATUSES, AREAS_MSG.poiStatusUnknown, 1),
    speed_limit: optionalNumber(AREAS_MSG.speedLimit, SPEED_LIMIT_RULE),
    icon_no: optionalNumber(AREAS_MSG.icon, { decimals: 0, min: 1, max: POI_ICON_COUNT }),
    solid_object_shape_type_id: shapeId,
    verified: verifiedFlag,
    ...areaFields,
  })
  .transform((f, ctx) => {
    const common = checkedCommon('poi', f, f.solid_object_shape_type_id, 'solid_object_shape_type_id', ctx);
    if (!common) return z.NEVER;
    return {
      pid: f.pid,
      type_id: f.solid_object_type_id,
      status_id: f.solid_object_status_id,
      speed_limit: f.speed_limit,
      icon_no: f.icon_no ?? 1,
      verified: f.verified,
      ...common,
    };
  });
export type PoiSave = z.output<typeof poiSaveBody>;

export const baseSaveBody = z
  .object({
    bid: formRecordId(AREAS_MSG.badBid),
    base_type_id: choice(BASE_TYPES, AREAS_MSG.baseTypeUnknown, 1),
    base_status_id: choice(BASE_STATUSES, AREAS_MSG.baseStatusUnknown, 1),
    base_shape_type_id: shapeId,
    ...areaFields,
  })
  .transform((f, ctx) => {
    const common = checkedCommon('base', f, f.base_shape_type_id, 'base_shape_type_id', ctx);
    if (!common) return z.NEVER;
    return { bid: f.bid, base_type_id: f.base_type_id, base_status_id: f.base_status_id, ...common };
  });
export type BaseSave = z.output<typeof baseSaveBody>;

// ---- answers -------------------------------------------------------------------------------

/** The address and contact fields of both records (spec 3 §3.4). */
export interface AreaAddress {
  address: string;
  address_no: string;
  postal_code: string;
  city: string;
  phone_no: string;
  fax: string;
  email: string;
}

/** An own point as the editor sees it (/poi/details). */
export interface PoiRecord extends AreaAddress {
  pid: number;
  name: string;
  solid_object_type_id: number;
  solid_object_status_id: number;
  speed_limit: number | null;
  icon_no: number;
  solid_object_shape_type_id: number;
  /** false: made by the system from a vehicle's stop and not confirmed yet (migration 029). */
  verified: boolean;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  /** [lat, lon] corners without the closing point; null for a circle. */
  poly: [number, number][] | null;
  vehicles: number[];
  drivers: number[];
}

/** A base as the editor sees it (/base/details): the shape as drawn, 1, 2 or 3 (drawnShapeOf; docs/decisions.md 'Area shapes'). */
export interface BaseRecord extends AreaAddress {
  bid: number;
  name: string;
  base_type_id: number;
  base_status_id: number;
  base_shape_type_id: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: [number, number][] | null;
  vehicles: number[];
  drivers: number[];
}

export interface AreaVehicleOption {
  vehicle_id: number;
  regno: string;
}
export interface AreaDriverOption {
  driver_id: number;
  name: string;
}

export interface PoiDetailsAnswer {
  poi: PoiRecord;
  vehicles: AreaVehicleOption[];
  drivers: AreaDriverOption[];
  poi_types: AreaOption[];
  poi_statuses: AreaOption[];
}

export interface BaseDetailsAnswer {
  base: BaseRecord;
  vehicles: AreaVehicleOption[];
  drivers: AreaDriverOption[];
  base_types: AreaOption[];
  base_statuses: AreaOption[];
}

/** What a row of the /poi and /base lists shows. */
export interface AreaListColumns {
  name: string;
  type: string;
  status: string;
  shape: string;
  city: string;
  /** Street and number. */
  address: string;
  /** Registration numbers of the assigned vehicles, or 'Wszystkie' when the area applies to every vehicle. */
  vehicles: string;
}
export interface PoiListRow extends AreaListColumns {
  pid: number;
  /** 'Tak', or 'Nie' for an automatic point not confirmed yet (POI_VERIFIED_TEXT). */
  verified: string;
}
export interface BaseListRow extends AreaListColumns {
  bid: number;
}

/** The list bodies: `gridSchema` asks for the column schema too. */
export { gridListBody as areaListBody } from './index';

/** The own points list's 'Zweryfikowany' column. */
export const POI_VERIFIED_TEXT = { yes: 'Tak', no: 'Nie' } as const;

/** The assigned-vehicles column of an area that applies to every vehicle (none assigned). */
export const AREA_ALL_VEHICLES = 'Wszystkie';
/** ... and of an area restricted to vehicles that are all gone. */
export const AREA_NO_VEHICLES = 'Brak';
