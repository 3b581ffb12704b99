import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Fuel records of the demo company (issue 17, spec 3 §2.7, §2.8): a vehicle's refuellings
 * (event 21) and losses (event 22) of the last days, as the engine stores them (decilitres),
 * two invoices paired to refuellings, one unpaired, and an accepted loss beside one not accepted.
 */
export async function seedDemoFuel(db: Kysely<DB>, customerId: number, vehicleId: number, now: number) {
  const at = (ago: number) => Math.floor((now - ago) / 60_000) * 60_000;
  const ev = (type: number, from: number, dl: number, lat: number, lon: number) => ({
    customer_id: customerId,
    vehicle_id: vehicleId,
    event_type: type,
    from_time: from,
    to_time: from + 9 * 60_000,
    value: dl,
    begin_lat: lat,
    begin_lon: lon,
    end_lat: lat,
    end_lon: lon,
    // Entered, not detected: the engine's first run over the demo history deletes the computed
    // events of each vehicle from its start, which left /fuelinvoices and /fuelloss without their
    // GPS side. Manual events are the ones the engine keeps (engine.repository.ts).
    manual: 1,
  });
  const refuels = [
    ev(21, at(9 * DAY + 5 * HOUR), 4120, 52.2297, 21.0122),
    ev(21, at(5 * DAY + 2 * HOUR), 3815, 51.1079, 17.0385),
    ev(21, at(2 * DAY + 7 * HOUR), 2950, 50.0647, 19.945),
  ];
  const losses = [ev(22, at(3 * HOUR), 184, 51.7592, 19.456), ev(22, at(1 * HOUR), 96, 51.7601, 19.4612)];
  await db
    .insertInto('events')
    .values([...refuels, ...losses])
    .execute();
  const invoice = (
    e: (typeof refuels)[number] | null,
    date: number,
    no: string,
    cl: number,
    gr: number,
    km: number,
  ) => ({
    customer_id: customerId,
    vehicle_id: vehicleId,
    invoice_date: date,
    invoice_no: no,
    invoice_cl: cl,
    cost_gr: gr,
    counter_km: km,
    event_from: e?.from_time ?? null,
    event_to: e?.to_time ?? null,
    event_dl: e?.value ?? null,
    event_lat: e?.begin_lat ?? null,
    event_lon: e?.begin_lon ?? null,
    updated_at: now,
  });
  await db
    .insertInto('fuel_invoices')
    .values([
      invoice(refuels[0], refuels[0].from_time + HOUR, 'FV/ORLEN/0412/26', 41035, 253180, 184230),
      invoice(refuels[1], refuels[1].from_time + HOUR, 'FV/BP/11873/26', 38500, 236775, 184912),
      invoice(null, refuels[2].from_time + 2 * HOUR, 'FV/SHELL/7734/26', 30012, 184574, 185340),
    ])
    .execute();
  await db
    .insertInto('fuel_loss_acceptances')
    .values({
      customer_id: customerId,
      vehicle_id: vehicleId,
      event_from: losses[0].from_time,
      event_to: losses[0].to_time,
      event_dl: losses[0].value,
      event_lat: losses[0].begin_lat,
      event_lon: losses[0].begin_lon,
      loss_date: losses[0].from_time,
      loss_dl: 180,
      loss_notice: 'Zasilanie agregatu chłodni na postoju',
      accepted_by: null,
      updated_at: now,
    })
    .execute();
}
