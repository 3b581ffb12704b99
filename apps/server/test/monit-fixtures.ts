import type { LiveState } from '@namiar/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/** A live state as the engine writes it (vehicle_live.live), with overrides. */
export function liveState(dt: number, over: Partial<LiveState> = {}): LiveState {
  return {
    dt,
    lat: 52.243,
    lon: 21.001,
    gps: true,
    key: true,
    state: 'drive',
    since: dt - 600_000,
    let: 600,
    v: 42,
    th: 41,
    r: 1600,
    azh: 90,
    alt: 100,
    sat: 10,
    f: 35.5,
    pl1: null,
    pl2: null,
    t: null,
    al: 13.8,
    al_a: false,
    bat: 4.1,
    alp: null,
    pow: false,
    g: 20,
    ant: 0,
    caseOpen: false,
    ckm: 1_000_000,
    cmth: 360_000,
    e1: null,
    e2: null,
    tpc: null,
    tv: null,
    tpm: null,
    temps: Array(16).fill(null),
    inputs: 1,
    outputs: 0,
    d1: null,
    d2: null,
    ...over,
  };
}

export async function putLive(db: Kysely<DB>, v: { id: number; customer_id: number }, live: LiveState) {
  await db
    .insertInto('vehicle_live')
    .values({
      vehicle_id: v.id,
      customer_id: v.customer_id,
      processed_time: live.dt ?? 0,
      state: '{}',
      live: JSON.stringify(live),
      updated_at: live.dt ?? 0,
    })
    .onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ live: JSON.stringify(live) }))
    .execute();
}

/** A stored position with the columns the route widget and the event tables read. */
export function position(
  v: { id: number; customer_id: number },
  time: number,
  over: Partial<{ lat: number; lon: number; speed: number; tacho_speed: number | null; driver1: string | null }> = {},
) {
  return {
    vehicle_id: v.id,
    customer_id: v.customer_id,
    time,
    received_at: time,
    lat: 51.1,
    lon: 17.03,
    speed: 50,
    course: 0,
    altitude: 100,
    satellites: 9,
    valid: 1,
    ignition: 1,
    movement: 1,
    odometer: null,
    engine_seconds: null,
    fuel_probe1: null,
    fuel_probe2: null,
    can_fuel: null,
    fuel_used: null,
    ext_voltage: null,
    bat_voltage: null,
    bat_percent: null,
    gsm: null,
    antenna: null,
    inputs: 0,
    outputs: 0,
    driver1: null,
    driver2: null,
    rpm: null,
    tacho_speed: null,
    energy1: null,
    energy2: null,
    extra: null,
    ...over,
  };
}

/** An event row (alarm or not) of a vehicle. */
export function eventRow(
  v: { id: number; customer_id: number },
  event_type: number,
  from_time: number,
  over: Partial<Insertable<DB['events']>> = {},
): Insertable<DB['events']> {
  return {
    customer_id: v.customer_id,
    vehicle_id: v.id,
    event_type,
    from_time,
    to_time: from_time + 60_000,
    value: null,
    begin_lat: 51.1,
    begin_lon: 17.03,
    end_lat: null,
    end_lon: null,
    driver_id: null,
    poi_id: null,
    is_alarm: 0,
    accepted_at: null,
    accepted_by: null,
    description: null,
    ...over,
  };
}
