import { describe, expect, it } from 'vitest';
import { AREAS_MSG, type BaseRecord, type PoiRecord } from '@namiar/domain';
import {
  addressFields,
  areaFieldErrors,
  drawnToValues,
  formShape,
  mapStart,
  queryPrefill,
  shapeCentre,
  toFormValues,
  toSaveBody,
  type AreaFormValues,
} from './areaForm';

const poi: PoiRecord = {
  pid: 0,
  name: '',
  solid_object_type_id: 1,
  solid_object_status_id: 1,
  speed_limit: null,
  icon_no: 1,
  solid_object_shape_type_id: 1,
  verified: true,
  lat: null,
  lon: null,
  radius: 100,
  poly: null,
  address: '',
  address_no: '',
  postal_code: '',
  city: '',
  phone_no: '',
  fax: '',
  email: '',
  vehicles: [],
  drivers: [],
};
const base: BaseRecord = {
  bid: 4,
  name: 'Baza',
  base_type_id: 1,
  base_status_id: 1,
  base_shape_type_id: 2,
  lat: null,
  lon: null,
  radius: null,
  poly: [
    [52, 18],
    [52, 18.01],
    [52.01, 18.01],
    [52.01, 18],
    [52.005, 17.995],
  ],
  address: '',
  address_no: '',
  postal_code: '',
  city: '',
  phone_no: '',
  fax: '',
  email: '',
  vehicles: [3],
  drivers: [],
};

describe('own point and base form', () => {
  it('prefills a new record from the query as a circle there', () => {
    expect(queryPrefill(new URLSearchParams('lat=51.100000&lon=17.030000'))).toEqual({ lat: 51.1, lon: 17.03 });
    for (const bad of ['lat=91&lon=1', 'lat=1', 'lat=a&lon=1', ''])
      expect(queryPrefill(new URLSearchParams(bad))).toBeNull();
    const v = toFormValues('poi', poi, { lat: 51.1, lon: 17.03 });
    expect(v).toMatchObject({ solid_object_shape_type_id: 1, lat: 51.1, lon: 17.03, radius: 100, poly: null });
    expect('pid' in v).toBe(false);
    // An existing record keeps its own place.
    expect(toFormValues('base', base, { lat: 1, lon: 2 })).toMatchObject({ base_shape_type_id: 2, poly: base.poly });
  });

  it('sends a circle without corners and corners without a centre (spec 3 §7)', () => {
    const circle = {
      ...toFormValues('poi', poi, { lat: 51.1, lon: 17.03 }),
      name: 'A',
      vehicles: [2, 5],
      drivers: [7],
    };
    const body = toSaveBody('poi', 0, circle);
    expect(body).toMatchObject({ pid: 0, lat: '51.1', lon: '17.03', radius: '100', vehicles: '2,5', drivers: '7' });
    expect('poly' in body).toBe(false);
    const polygon = toSaveBody('base', 4, toFormValues('base', base, null));
    expect(polygon).toMatchObject({
      bid: 4,
      base_shape_type_id: 2,
      poly: '18^52|18.01^52|18.01^52.01|18^52.01|17.995^52.005',
      vehicles: '3',
    });
    expect('lat' in polygon || 'radius' in polygon).toBe(false);
    expect('verified' in polygon).toBe(false);
  });

  it("sends an own point's 'Zweryfikowany' box as it is: an automatic point stays unverified until ticked", () => {
    const auto = { ...toFormValues('poi', { ...poi, pid: 9, verified: false }, null), name: 'A', lat: 52, lon: 21 };
    expect(toSaveBody('poi', 9, auto)).toMatchObject({ verified: 'false' });
    expect(toSaveBody('poi', 9, { ...auto, verified: true })).toMatchObject({ verified: 'true' });
    expect(areaFieldErrors('poi', auto)).toEqual({});
  });

  it('checks the form with the server words', () => {
    const v = toFormValues('poi', poi, null);
    expect(areaFieldErrors('poi', v)).toMatchObject({ name: 'Nazwa obiektu jest wymagana' });
    expect(areaFieldErrors('poi', { ...v, name: 'A', lat: 52, lon: 21 })).toEqual({});
    const flat = { ...v, name: 'A', solid_object_shape_type_id: 3, poly: [[52, 21] as [number, number]] };
    expect(areaFieldErrors('poi', flat)).toEqual({ poly: AREAS_MSG.polygonPoints });
    // A base loaded as shape 2 with five corners is accepted as it is.
    expect(areaFieldErrors('base', toFormValues('base', base, null))).toEqual({});
  });

  it('applies a drawn shape and clears the other geometry', () => {
    expect(drawnToValues('poi', { shape: 1, lat: 52.1234567, lon: 21.7654321, radius: 249.6 })).toEqual({
      solid_object_shape_type_id: 1,
      lat: 52.123457,
      lon: 21.765432,
      radius: 250,
      poly: null,
    });
    const corners: [number, number][] = [
      [52, 21],
      [52, 21.1],
      [52.1, 21.1],
    ];
    expect(drawnToValues('base', { shape: 3, poly: corners })).toEqual({
      base_shape_type_id: 3,
      lat: null,
      lon: null,
      radius: null,
      poly: corners,
    });
  });

  it('finds the shape, its centre and where the map opens (spec 3 §9)', () => {
    const values = toFormValues('base', base, null) as AreaFormValues;
    const drawn = formShape('base', values);
    expect(drawn).toMatchObject({ shape: 2 });
    expect(shapeCentre(drawn)!.lat).toBeCloseTo(52.005, 6);
    expect(formShape('poi', toFormValues('poi', poi, null))).toBeNull();
    expect(mapStart('poi', null)).toEqual({ center: [21.02, 52.24], zoom: 6 });
    expect(mapStart('poi', { lat: 51, lon: 17 })).toEqual({ center: [17, 51], zoom: 12 });
    expect(mapStart('base', null)).toEqual({ center: [18, 52], zoom: 15 });
    expect(mapStart('base', { lat: 51, lon: 17 })).toEqual({ center: [17, 51], zoom: 15 });
  });

  it('fills the address tab from a reverse-geocoding answer', () => {
    expect(
      addressFields({
        address: {
          road: 'Mszczonowska',
          house_number: '3',
          postcode: '05-090',
          village: 'Janki',
          state: 'mazowieckie',
        },
      }),
    ).toEqual({ address: 'Mszczonowska', address_no: '3', postal_code: '05-090', city: 'Janki' });
    expect(addressFields(null)).toEqual({ address: '', address_no: '', postal_code: '', city: '' });
  });
});
