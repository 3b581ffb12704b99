import { ROUTE_MSG, type RouteAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies } from './route-fixtures';

/** `/route/event/save` and `/route/event/delete` (spec 2 §2.1 event editor, §7). */
describe.each(DIALECTS)('route event editor on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let limited: string;
  let noRoute: string;
  let foreign: string;
  let a1: { id: number };
  const FROM = '2026-03-11 00:00:00';
  const TO = '2026-03-11 23:59:59';

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    ({ a1, admin, limited, noRoute, foreign } = await routeCompanies(t));
  }, 120_000);
  afterAll(() => t.close());

  const save = (cookie: string, body: Record<string, string>) => post(t.app, '/app/route/event/save', body, cookie);
  const del = (cookie: string, body: Record<string, string>) => post(t.app, '/app/route/event/delete', body, cookie);
  const fuelEvents = () =>
    t.ctx.db
      .selectFrom('events')
      .select(['id', 'event_type', 'from_time', 'to_time', 'value', 'manual', 'begin_lat', 'end_lat'])
      .where('vehicle_id', '=', a1.id)
      .where('event_type', 'in', [21, 22])
      .orderBy('from_time')
      .execute();
  const base = (over: Record<string, string> = {}) => ({
    id: String(a1.id),
    from_date: '2026-03-11 03:00:00',
    to_date: '2026-03-11 03:05:00',
    value: '42,5',
    save_event_type_id: '21',
    ...over,
  });
  const at = (text: string) => Date.parse(text.replace(' ', 'T') + '+01:00');

  it('adds a manual refuelling, ×10, with the nearest fixes as coordinates', async () => {
    const before = await fuelEvents();
    const res = await save(admin, base());
    expect(res.json()).toEqual({});
    const after = await fuelEvents();
    expect(after.length).toBe(before.length + 1);
    const added = after.find((e) => e.from_time === at('2026-03-11 03:00:00'))!;
    expect(added).toMatchObject({ event_type: 21, value: 425, manual: 1, to_time: at('2026-03-11 03:05:00') });
    expect(added.begin_lat).toBeTypeOf('number');
    expect(added.end_lat).toBeTypeOf('number');
  });

  it('replaces the edited event, also when it is moved or changes type', async () => {
    const res = await save(
      admin,
      base({
        event_type_id: '21',
        orig_from_date: '2026-03-11 03:00:00',
        from_date: '2026-03-11 03:10:00',
        to_date: '2026-03-11 03:12:00',
        value: '7',
        save_event_type_id: '22',
      }),
    );
    expect(res.json()).toEqual({});
    const rows = await fuelEvents();
    expect(rows.some((e) => e.from_time === at('2026-03-11 03:00:00'))).toBe(false);
    expect(rows.find((e) => e.from_time === at('2026-03-11 03:10:00'))).toMatchObject({
      event_type: 22,
      value: 70,
      manual: 1,
    });
    const missing = await save(admin, base({ event_type_id: '21', orig_from_date: '2026-03-11 04:44:44' }));
    expect(missing.json()).toEqual({ err: { global: ROUTE_MSG.eventNotFound } });
  });

  it('shows events clipped to the range, and edits or deletes one by the start it was shown with', async () => {
    const span = { from_date: '2026-03-11 23:55:00', to_date: '2026-03-12 00:05:00', value: '30' };
    expect((await save(admin, base(span))).json()).toEqual({});
    const day = { id: String(a1.id), from_date: '2026-03-12 00:00:00', to_date: '2026-03-12 23:59:59' };
    const body = (await post(t.app, '/app/route', day, admin)).json() as RouteAnswer;
    expect(body.events.every((e) => e.fdtValue >= at(day.from_date))).toBe(true);
    const shown = body.events.find((e) => e.manual && e.eid === 21)!;
    expect(shown).toMatchObject({ fdt: '2026-03-12 00:00:00', tdt: '2026-03-12 00:05:00', dur: 300 });
    // The editor sends the start it showed: the event begun the day before is the one edited.
    const edit = { event_type_id: '21', orig_from_date: shown.fdt, from_date: shown.fdt, to_date: shown.tdt! };
    expect((await save(admin, base({ ...edit, value: '31' }))).json()).toEqual({});
    const rows = await fuelEvents();
    expect(rows.some((e) => e.from_time === at(span.from_date))).toBe(false);
    expect(rows.find((e) => e.from_time === at(shown.fdt))).toMatchObject({ value: 310, manual: 1 });
    // And deleted by a start inside it, as a route beginning later would show it.
    expect((await save(admin, base(span))).json()).toEqual({});
    const later = { event_type_id: '21', orig_from_date: '2026-03-11 23:58:00', from_date: '2026-03-11 23:58:00' };
    expect((await del(admin, base({ ...later, to_date: span.to_date }))).json()).toEqual({});
    expect((await fuelEvents()).some((e) => e.from_time === at(span.from_date))).toBe(false);
    const edited = { event_type_id: '21', orig_from_date: shown.fdt, from_date: shown.fdt, to_date: shown.tdt! };
    expect((await del(admin, base(edited))).json()).toEqual({});
  });

  it('validates the value, the dates and the event type and stores nothing then', async () => {
    const before = await fuelEvents();
    for (const [over, message] of [
      [{ value: '-1' }, ROUTE_MSG.value],
      [{ value: 'dużo' }, ROUTE_MSG.value],
      [{ save_event_type_id: '3' }, ROUTE_MSG.saveEventType],
      [{ from_date: '11.03.2026' }, ROUTE_MSG.dateFormat],
      [{ to_date: '2026-03-11 02:00:00' }, ROUTE_MSG.eventRangeOrder],
    ] as const) {
      const res = await save(admin, base(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(message);
    }
    expect(await fuelEvents()).toEqual(before);
  });

  it('checks the permission and the vehicle scope', async () => {
    expect((await save(noRoute, base())).json()).toEqual({ err: { code: 'module_permission_error' } });
    expect((await save(foreign, base())).json()).toEqual({ err: { global: ROUTE_MSG.vehicleNotFound } });
    expect((await save(limited, base())).json()).toEqual({ err: { global: ROUTE_MSG.vehicleNotFound } });
    expect(
      (
        await del(
          limited,
          base({ event_type_id: '22', from_date: '2026-03-11 03:10:00', to_date: '2026-03-11 03:12:00' }),
        )
      ).json(),
    ).toEqual({
      err: { global: ROUTE_MSG.vehicleNotFound },
    });
  });

  it('keeps a manual event through a regeneration, and deletes fuel events only', async () => {
    const fromMs = at(FROM);
    const computed = (await fuelEvents()).filter((e) => e.manual === 0 && e.from_time >= fromMs);
    expect(computed.length).toBeGreaterThan(0);
    // Lost computed events of the range come back only through the re-run.
    await t.ctx.db
      .deleteFrom('events')
      .where(
        'id',
        'in',
        computed.map((e) => e.id),
      )
      .execute();
    const res = await post(
      t.app,
      '/app/route',
      { id: String(a1.id), from_date: FROM, to_date: TO, generate: '1' },
      admin,
    );
    const body = res.json() as RouteAnswer;
    const manual = body.events.find((e) => e.manual);
    expect(manual).toMatchObject({ eid: 22, val: 70, fdt: '2026-03-11 03:10:00', tdt: '2026-03-11 03:12:00' });
    expect(manual!.id).toBeGreaterThan(0);
    // computed events are back after the re-run (the same ones)
    const again = (await fuelEvents()).filter((e) => e.manual === 0 && e.from_time >= fromMs);
    expect(again.map((e) => [e.event_type, e.from_time, e.value])).toEqual(
      computed.map((e) => [e.event_type, e.from_time, e.value]),
    );

    expect(
      (
        await del(admin, base({ event_type_id: '1', from_date: '2026-03-11 03:10:00', to_date: '2026-03-11 03:12:00' }))
      ).json(),
    ).toEqual({
      err: { global: ROUTE_MSG.saveEventType },
    });
    expect(
      (
        await del(
          admin,
          base({ event_type_id: '22', from_date: '2026-03-11 03:10:00', to_date: '2026-03-11 03:12:00' }),
        )
      ).json(),
    ).toEqual({});
    expect((await fuelEvents()).some((e) => e.manual === 1)).toBe(false);
    // a computed one may be deleted too
    const victim = again[0];
    const fd = new Date(victim.from_time + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(
      (await del(admin, base({ event_type_id: String(victim.event_type), from_date: fd, to_date: fd }))).json(),
    ).toEqual({});
    expect((await fuelEvents()).some((e) => e.id === victim.id)).toBe(false);
    expect(
      (await del(admin, base({ event_type_id: String(victim.event_type), from_date: fd, to_date: fd }))).json(),
    ).toEqual({
      err: { global: ROUTE_MSG.eventNotFound },
    });
  });
});
