import {
  AREAS_MSG,
  NUMBER_MSG,
  REMINDER_MSG,
  polyText,
  type BaseDetailsAnswer,
  type PoiDetailsAnswer,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Issue 27 §4 on both databases: a record never stores something other than what the user
 * typed. (1) The record saves refuse a fraction in a whole-number field with a Polish message
 * and store nothing (250,7 in 'Promień' was stored as 2507). (2) Own points and bases keep the
 * shape they were drawn as through load and save, also when only another field is changed (a
 * 5-point base came back as 'Prostokąt').
 */
describe.each(DIALECTS)('record numbers and area shapes on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let customerId = 0;
  let vid = 0;

  const call = (path: string, body: Record<string, string>) => post(t.app, `/app/${path}`, body, admin);

  const square: [number, number][] = [
    [52.2, 21.0],
    [52.2, 21.01],
    [52.21, 21.01],
    [52.21, 21.0],
  ];
  const pentagon: [number, number][] = [...square.slice(0, 3), [52.215, 21.005], [52.21, 21.0]];
  const area = {
    name: 'Plac',
    lat: '52.125',
    lon: '20.89',
    radius: '450',
    poly: '',
    address: '',
    address_no: '',
    postal_code: '',
    city: 'Janki',
    vehicles: '',
    drivers: '',
  };
  const poi = (extra: Record<string, string>) => ({
    ...area,
    pid: '0',
    solid_object_type_id: '1',
    solid_object_status_id: '1',
    icon_no: '1',
    solid_object_shape_type_id: '1',
    ...extra,
  });
  const base = (extra: Record<string, string>) => ({
    ...area,
    bid: '0',
    base_type_id: '1',
    base_status_id: '1',
    base_shape_type_id: '1',
    ...extra,
  });
  const count = async (table: 'pois' | 'bases' | 'inspections' | 'reminders') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    vid = (await t.admin.addVehicle('acme', 'WA 1', '352093081452251')).id;
    await t.admin.createUser('acme', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'haslo123-flota');
  }, 60_000);
  afterAll(() => t.close());

  describe('whole-number fields refuse a fraction and store nothing', () => {
    it("own point: 'Promień' 250,7 and 'Ograniczenie prędkości' 5,5", async () => {
      const before = await count('pois');
      const radius = await call('poi/save', poi({ radius: '250,7' }));
      expect(radius.statusCode).toBe(400);
      expect(radius.json().err.radius).toBe(AREAS_MSG.radius);
      const speed = await call('poi/save', poi({ speed_limit: '5,5' }));
      expect(speed.json().err.speed_limit).toBe(AREAS_MSG.speedLimit);
      for (const bad of ['1e3', 'abc', '2 50,7']) {
        expect((await call('poi/save', poi({ radius: bad }))).json().err.radius, bad).toBe(AREAS_MSG.radius);
      }
      expect(await count('pois')).toBe(before);
      // The same figures as the web sends them after its rounding are stored as typed.
      const ok = await call('poi/save', poi({ radius: '251', speed_limit: '10' }));
      const pid = ok.json().pid as number;
      const d = (await call('poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer;
      expect(d.poi).toMatchObject({ radius: 251, speed_limit: 10 });
    });

    it("base: 'Promień' 250,7", async () => {
      const before = await count('bases');
      const res = await call('base/save', base({ radius: '250,7' }));
      expect(res.json().err.radius).toBe(AREAS_MSG.radius);
      expect(await count('bases')).toBe(before);
    });

    it("inspection: 'Przypomnij dni wcześniej' 7,5 and the reminder value 2,5", async () => {
      const form = (extra: Record<string, string>) => ({
        iid: '0',
        type: 'ep',
        vehicle_code: String(vid),
        custom_name: 'Olej',
        inspection_level_type_id: '2',
        inspection_date: '2026-01-10 08:00:00',
        description: 'Wymiana oleju',
        last_km_counter: '120000,5',
        remind_time_condition_exist: 'true',
        remind_time_condition_id: '1',
        remind_time_condition_value: '30',
        rtc_prev_value: '7',
        rdc_exist: 'false',
        remind_mth_condition_exist: 'false',
        ...extra,
      });
      const before = await count('inspections');
      const prev = await call('inspections/save', form({ rtc_prev_value: '7,5' }));
      expect(prev.statusCode).toBe(400);
      expect(prev.json().err.rtc_prev_value).toBe(NUMBER_MSG.whole);
      const value = await call('inspections/save', form({ remind_time_condition_value: '2.5' }));
      expect(value.json().err.remind_time_condition_value).toBe(NUMBER_MSG.whole);
      expect((await call('inspections/save', form({ last_km_counter: '12,34' }))).json().err.last_km_counter).toBe(
        NUMBER_MSG.decimals(1),
      );
      expect(await count('inspections')).toBe(before);
      const ok = await call('inspections/save', form({}));
      expect(ok.json()).toMatchObject({ ok: true });
      const d = (await call('inspections/details', { iid: String(ok.json().iid), type: 'ep', done: '0' })).json();
      expect(d.inspection).toMatchObject({ rtc_prev_value: 7, last_km_counter: 120000.5 });
    });

    it("reminder: 'dni wcześniej' 7,5", async () => {
      const before = await count('reminders');
      const res = await call('reminders/save', {
        rid: '0',
        name: 'Przegląd',
        remind_target_id: '1',
        vehicle_code: String(vid),
        remind_type_id: '1',
        last_state_date: '2025-04-10 12:00:00',
        remind_time_condition_exist: '1',
        remind_time_condition_value: '12',
        remind_time_condition_id: '2',
        rtc_prev_value: '7,5',
        remind_work_condition_exist: '0',
        remind_work_condition_id: '1',
      });
      expect(res.json().err.rtc_prev_value).toBe(REMINDER_MSG.timePrev);
      expect(await count('reminders')).toBe(before);
    });
  });

  describe('an area keeps the shape it was drawn as through load and save', () => {
    type Kind = 'poi' | 'base';
    const shapes: { name: string; shape: string; geometry: Record<string, string>; text: string; points: number }[] = [
      { name: 'circle', shape: '1', geometry: { lat: '52.1', lon: '21.1', radius: '300' }, text: 'Koło', points: 0 },
      {
        name: 'rectangle',
        shape: '2',
        geometry: { lat: '', lon: '', radius: '', poly: polyText(square) },
        text: 'Prostokąt',
        points: 4,
      },
      {
        name: 'polygon',
        shape: '3',
        geometry: { lat: '', lon: '', radius: '', poly: polyText(pentagon) },
        text: 'Wielokąt',
        points: 5,
      },
    ];
    const shapeField = (kind: Kind) => (kind === 'poi' ? 'solid_object_shape_type_id' : 'base_shape_type_id');
    const idField = (kind: Kind) => (kind === 'poi' ? 'pid' : 'bid');

    /** What the editor sends back for a loaded record with only the name changed. */
    function bodyFromDetails(kind: Kind, rec: Record<string, unknown>, name: string): Record<string, string> {
      const shape = Number(rec[shapeField(kind)]);
      const common = kind === 'poi' ? poi({}) : base({});
      const body: Record<string, string> = {
        ...common,
        [idField(kind)]: String(rec[idField(kind)]),
        name,
        [shapeField(kind)]: String(shape),
        city: String(rec.city),
      };
      if (shape === 1) return { ...body, lat: String(rec.lat), lon: String(rec.lon), radius: String(rec.radius) };
      return { ...body, lat: '', lon: '', radius: '', poly: polyText(rec.poly as [number, number][]) };
    }

    for (const kind of ['poi', 'base'] as const) {
      for (const s of shapes) {
        it(`${kind}: ${s.name}`, async () => {
          const make = kind === 'poi' ? poi : base;
          const saved = await call(
            `${kind}/save`,
            make({ name: `${s.name} A`, [shapeField(kind)]: s.shape, ...s.geometry }),
          );
          const id = saved.json()[idField(kind)] as number;
          expect(id).toBeGreaterThan(0);
          const details = async () => {
            const answer = (await call(`${kind}/details`, { [idField(kind)]: String(id) })).json() as
              PoiDetailsAnswer | BaseDetailsAnswer;
            return ('poi' in answer ? answer.poi : answer.base) as unknown as Record<string, unknown>;
          };
          const listed = async () => {
            const rows = (await call(kind, { gridSchema: 'true' })).json().data as Record<string, unknown>[];
            return rows.find((r) => r[idField(kind)] === id)!;
          };
          const first = await details();
          expect(first[shapeField(kind)]).toBe(Number(s.shape));
          expect((first.poly as unknown[] | null)?.length ?? 0).toBe(s.points);
          // Saved back as loaded, with only the name changed: the shape and its points stay.
          expect((await call(`${kind}/save`, bodyFromDetails(kind, first, `${s.name} B`))).json()).toMatchObject({
            ok: true,
          });
          const second = await details();
          expect(second).toMatchObject({ name: `${s.name} B`, [shapeField(kind)]: Number(s.shape) });
          expect(second.poly).toEqual(first.poly);
          expect(await listed()).toMatchObject({ name: `${s.name} B`, shape: s.text });
        });
      }
    }

    it('a base sent as a rectangle of five corners (a spec 3 §3.5 client) is stored and named a polygon', async () => {
      const saved = await call(
        'base/save',
        base({ name: 'Pięciokąt', base_shape_type_id: '2', lat: '', lon: '', radius: '', poly: polyText(pentagon) }),
      );
      const bid = saved.json().bid as number;
      const d = (await call('base/details', { bid: String(bid) })).json() as BaseDetailsAnswer;
      expect(d.base).toMatchObject({ base_shape_type_id: 3 });
      expect(d.base.poly).toHaveLength(5);
      const rows = (await call('base', {})).json().data as { bid: number; shape: string }[];
      expect(rows.find((r) => r.bid === bid)?.shape).toBe('Wielokąt');
    });

    it('a base stored as shape 2 with five corners before the fix reads as a polygon', async () => {
      const saved = await call(
        'base/save',
        base({ name: 'Stara', base_shape_type_id: '3', lat: '', lon: '', radius: '', poly: polyText(pentagon) }),
      );
      const bid = saved.json().bid as number;
      await t.ctx.db.updateTable('bases').set({ shape: 2 }).where('id', '=', bid).execute();
      const d = (await call('base/details', { bid: String(bid) })).json() as BaseDetailsAnswer;
      expect(d.base.base_shape_type_id).toBe(3);
      const rows = (await call('base', {})).json().data as { bid: number; shape: string }[];
      expect(rows.find((r) => r.bid === bid)?.shape).toBe('Wielokąt');
    });
  });
});
