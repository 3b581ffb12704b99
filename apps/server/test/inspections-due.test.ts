import { emptyPosition, encodeVehicleSave, newVehicleForm, type Position, type VehicleSave } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './gateway-harness';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Inspections falling due by km and by engine hours from the vehicle's real counters (spec 3
 * §3.9, §4; the monitor's P/W chips of spec 1 §3.1): the records go in through the ingest
 * writer, the engine runs over them, and the monitor's chip of the vehicle moves from ok to
 * 'reminds' to 'overrun' as the drives use up the limits; /inspections/getcounters answers the
 * counters at a date, and performing with repeat starts the next period from them.
 */
describe.each(DIALECTS)('inspections due by km and engine hours on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let admin: string;
  let customerId = 0;
  let vid = 0;

  const call = (url: string, body: Record<string, string> = {}) => post(t.app, url, body, admin);
  const inspection = (extra: Record<string, string>) => ({
    iid: '0',
    vehicle_code: String(vid),
    inspection_date: '2026-03-25 08:00:00',
    description: 'Wymiana oleju',
    last_km_counter: '150000',
    last_mth_counter: '1200',
    remind_time_condition_exist: 'false',
    remind_time_condition_id: '1',
    remind_time_condition_value: '',
    rtc_prev_value: '',
    rdc_exist: 'false',
    rdc_value: '',
    rdc_prev_value: '',
    remind_mth_condition_exist: 'false',
    remind_mth_condition_value: '',
    rmc_prev_value: '',
    ...extra,
  });
  const saved = async (body: Record<string, string>) => {
    const answer = (await call('/app/inspections/save', body)).json() as { iid?: number };
    if (!answer.iid) throw new Error(`save refused: ${JSON.stringify(answer)}`);
    return answer.iid;
  };
  const chip = async () => {
    const m = (await call('/app/monit', { only_chosen: 'false' })).json().m as Record<string, unknown>[];
    const r = m.find((x) => x.regno === 'DW 410')!;
    return { ins1: r.ins1, insid1: r.insid1, ins2: r.ins2, insw1: r.insw1, inswid1: r.inswid1 };
  };
  /** 31 records 10 s apart with the ignition on: about 6.7 km and 300 s of engine time. */
  const drive = async (startIso: string, lat0: number) => {
    const t0 = Date.parse(startIso);
    const positions: Position[] = Array.from({ length: 31 }, (_, i) => {
      const p = emptyPosition(t0 + i * 10_000, lat0 + i * 0.002, 17.03);
      p.satellites = 9;
      p.ignition = true;
      p.speed = 90;
      return p;
    });
    await gw.writer.submit({ vehicleId: vid, customerId, positions });
    await gw.writer.flush();
    await gw.engine.idle();
  };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createUser('acme', 'admin', 'secret123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'secret123-flota');
    gw = await startTestGateway(t);
    t.ctx.engine = gw.engine;
    // Counters set by hand a minute before the first record.
    const form = {
      ...newVehicleForm(),
      reg_no: 'DW 410',
      imei: '352093081452293',
      km_counters: [{ point_date: '2026-03-25 08:59:00', value: 150_000, save_date: '' }],
      mth_counters: [{ point_date: '2026-03-25 08:59:00', value: 1_200, save_date: '' }],
    } as VehicleSave;
    vid = (await call('/app/vehicles/save', encodeVehicleSave(form))).json().vid as number;
  }, 60_000);
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it('a km and an engine-hours inspection come due as the vehicle drives; the monitor chip follows', async () => {
    // P1 every 10 km (4 km before), P2 every 100 km (10 km before), W1 every 0.15 h (0.1 h before).
    const km = await saved(
      inspection({
        type: 'ep',
        custom_name: 'Olej',
        inspection_level_type_id: '1',
        rdc_exist: 'true',
        rdc_value: '10',
        rdc_prev_value: '4',
      }),
    );
    const far = await saved(
      inspection({
        type: 'ep',
        custom_name: 'Rozrząd',
        inspection_level_type_id: '2',
        rdc_exist: 'true',
        rdc_value: '100',
        rdc_prev_value: '10',
      }),
    );
    const mth = await saved(
      inspection({
        type: 'ew',
        custom_name: 'Silnik',
        inspection_level_type_id: '1',
        remind_mth_condition_exist: 'true',
        // Engine hours take one decimal (the number rule refuses '0,15').
        remind_mth_condition_value: '0,1',
        rmc_prev_value: '0,1',
      }),
    );
    // No record yet: nothing is used up.
    expect(await chip()).toEqual({ ins1: 0, insid1: km, ins2: 0, insw1: 0, inswid1: mth });

    // First drive: 6.7 of 10 km (within the 4 km warning), 0.083 of 0.1 h (within the 0.1 h warning).
    await drive('2026-03-25T08:00:00Z', 51.1);
    expect(await chip()).toEqual({ ins1: 1, insid1: km, ins2: 0, insw1: 1, inswid1: mth });
    const at = (date: string) =>
      call('/app/inspections/getcounters', { vid: String(vid), date, type: 'ep', inspection_level_type_id: '1' });
    const c1 = (await at('2026-03-25 12:00:00')).json().counters as Record<string, number | string | null>;
    expect(Number(c1.ckm)).toBeGreaterThan(150_006);
    expect(Number(c1.ckm)).toBeLessThan(150_007.5);
    expect(Number(c1.cmth)).toBeCloseTo(1200.08, 2);
    expect(c1).toMatchObject({ pdu: '2026-03-25 12:00:00', wx: null });

    // Second drive: both limits overrun; the 100 km one still ok.
    await drive('2026-03-25T10:00:00Z', 51.2);
    expect(await chip()).toEqual({ ins1: 2, insid1: km, ins2: 0, insw1: 2, inswid1: mth });
    const list = (await call('/app/inspections', { type: 'ep' })).json().list as { iid: number; due_km: number }[];
    expect(list.find((r) => r.iid === far)?.due_km).toBe(150_100);

    // Performed with repeat after the drives: the next period counts from the counters then.
    const done = await call('/app/inspections/psave', {
      type: 'pp',
      iid: String(km),
      vehicle_code: String(vid),
      date: '2026-03-25 14:00:00',
      repeat: 'true',
      performtypeid: '1',
    });
    const next = (done.json() as { iids: number[] }).iids[0];
    expect(next).toBeGreaterThan(0);
    expect(await chip()).toMatchObject({ ins1: 0, insid1: next, insw1: 2 });
    const details = (await call('/app/inspections/details', { iid: String(next), type: 'ep', done: '0' })).json();
    expect(details.inspection.last_km_counter).toBeGreaterThan(150_013);
  });
});
