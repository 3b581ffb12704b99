import type { MonitVehicle } from '@namiar/domain';

/** A complete monitoring record for unit tests: a car with nothing optional, plus overrides. */
export function vehicleFixture(over: Partial<MonitVehicle> = {}): MonitVehicle {
  const base: Record<string, unknown> = {
    id: 1,
    regno: 'DW 12345',
    dt: '2026-03-01 10:00:00',
    age: 30,
    lat: 51.1,
    lon: 17.03,
    geo: null,
    key: 1,
    v: 54,
    th: null,
    r: null,
    f: null,
    t: null,
    vtp: 0,
    let: 300,
    ant: 0,
    g: 20,
    gps: 1,
    pow: 0,
    al: null,
    al_a: 0,
    alp: null,
    ckm: null,
    cmth: null,
    e1: null,
    e2: null,
    azh: 90,
    d1: null,
    d2: null,
    d1p: null,
    d2p: null,
    bp: null,
    poiname: null,
    tpc: null,
    tv: null,
    tpm: null,
    icon_id: 1,
    vehicle_icon_color: '#1280e7',
    oldPointDate: 0,
  };
  for (let n = 1; n <= 8; n++) Object.assign(base, { [`i${n}`]: null, [`it${n}`]: null, [`id${n}`]: null });
  for (let n = 1; n <= 4; n++) Object.assign(base, { [`o${n}`]: null, [`ot${n}`]: null, [`od${n}`]: null });
  for (let n = 1; n <= 16; n++) {
    Object.assign(base, { [`t${n}`]: null, [`td${n}`]: null, [`td_max${n}`]: null, [`td_min${n}`]: null });
  }
  for (let n = 1; n <= 12; n++) {
    Object.assign(base, { [`ins${n}`]: null, [`insid${n}`]: null, [`inssid${n}`]: null, [`inscn${n}`]: null });
  }
  for (let n = 1; n <= 8; n++) Object.assign(base, { [`insw${n}`]: null, [`inswid${n}`]: null });
  return { ...(base as MonitVehicle), ...over };
}
