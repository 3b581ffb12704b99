import { buildEcoReport, type EcoAnswer, type EcoRecord, type EcoType } from '@namiar/domain';

/**
 * A small eco answer for unit tests, built by the domain's own answer builder (the server's
 * code path): a train running 2 hours from 2026-03-02 08:00 Warsaw, one record a minute, drawing
 * 30 kWh a minute (1 800 kW average) for the first hour and 10 kWh a minute after (2 390 kWh in all), with
 * 1 500 kW ordered for March — the first hour's four windows are transgressions. The doors
 * (input 2, 'Drzwi') open at each stop (every tenth minute); the device reports its odometer
 * and engine hours, no rpm.
 */
export function ecoFixture(type: EcoType, minutes = 120): EcoAnswer {
  const t0 = Date.UTC(2026, 2, 2, 7, 0, 0);
  const records: EcoRecord[] = [];
  let e1 = 100_000;
  for (let i = 0; i < minutes; i++) {
    if (i > 0) e1 += i <= 60 ? 30 : 10;
    records.push({
      t: t0 + i * 60_000,
      lat: 52.2 + i * 0.001,
      lon: 21 + i * 0.001,
      v: i % 10 === 0 ? 0 : 60,
      gps: true,
      key: true,
      e1,
      e2: 0,
      pow: i <= 60 ? 1800 : 600,
      vol: 3000,
      gsm: 20,
      al: 24000,
      d1: null,
      d2: null,
      // Point extras: the device's counters, the doors (input 2) open at each stop, no rpm.
      r: null,
      odo: 1_000_000 + i * 1000,
      mth: 7200 + i * 60,
      inp: i % 10 === 0 ? 2 : 0,
      out: 0,
    });
  }
  const built = buildEcoReport(type, records, {
    timeZone: 'Europe/Warsaw',
    power: [{ year: 2026, months: [null, null, 1500, null, null, null, null, null, null, null, null, null] }],
    counterNumber: 'LE-1',
    hasEnergy: true,
    io: { inputs: [2], outputs: [], thermometers: [] },
  });
  return {
    type,
    ...built.answer,
    info: {
      id: 7,
      regno: 'EU07 001',
      fd: '2026-03-02 08:00:00',
      td: '2026-03-02 09:59:59',
      min_pd: '2026-03-02 08:00:00',
      max_pd: '2026-03-02 09:59:00',
      tz: 'Europe/Warsaw',
      has_energy: true,
      c_no: 'LE-1',
      inputs: [{ n: 2, enabled: true, desc: 'Drzwi' }],
      outputs: [],
      thermometers: [],
      window: type === 'report1' ? 1 : 15,
      sheet: '',
      file: '',
    },
  };
}
