// The fuel bench's vehicle-years (bench/fuel.ts): a delivery truck's engine events, invoices and
// accepted losses, seeded straight into the tables the fuel screens read, as the engine and the
// screens store them (see bench/fuel.ts for what a year holds).
import { mulberry32 } from '@namiar/domain';
import type { Insertable } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import type { AppContext } from '../apps/server/src/http/context';

const DAY = 86_400_000;
const MIN = 60_000;

type EventRow = Insertable<DB['events']>;
type InvoiceRow = Insertable<DB['fuel_invoices']>;
type AcceptanceRow = Insertable<DB['fuel_loss_acceptances']>;

export interface SeedYear {
  events: EventRow[];
  invoices: InvoiceRow[];
  acceptances: AcceptanceRow[];
  refuellings: number;
  losses: number;
}

/** One working year of a delivery truck from `start` (local midnight of 1 January), 365 days. */
export function truckYear(customerId: number, vehicleId: number, start: number, seed: number): SeedYear {
  const r = mulberry32(seed);
  const between = (a: number, b: number) => a + r() * (b - a);
  // Record times are whole seconds (devices report seconds), so the engine's events are too.
  const sec = (t: number) => Math.round(t / 1000) * 1000;
  const events: EventRow[] = [];
  const invoices: InvoiceRow[] = [];
  const acceptances: AcceptanceRow[] = [];
  let lat = 51.1;
  let lon = 17.03;
  let refuellings = 0;
  let losses = 0;
  let nextRefuel = start + between(1, 3) * DAY;
  let invoiceNo = 0;
  const ev = (type: number, from: number, to: number | null, value: number | null, extra: Partial<EventRow> = {}) =>
    events.push({
      customer_id: customerId,
      vehicle_id: vehicleId,
      event_type: type,
      from_time: sec(from),
      to_time: to === null ? null : sec(to),
      value,
      begin_lat: lat,
      begin_lon: lon,
      end_lat: lat,
      end_lon: lon,
      is_alarm: 0,
      ...extra,
    });
  for (let d = 0; d < 365; d++) {
    const day = start + d * DAY;
    const weekday = new Date(day + 12 * 3600_000).getUTCDay();
    if (weekday === 0) {
      ev(1, day, day + DAY, null); // Sunday: one stop all day
      continue;
    }
    let t = day + between(5.5, 7) * 3600_000;
    ev(1, day, t, null); // the night's stop
    const trips = Math.round(between(8, 14));
    for (let k = 0; k < trips; k++) {
      const drive = between(15, 60) * MIN;
      ev(3, t, t + drive, Math.round(drive / 1000 / 60)); // drive
      if (r() < 0.6) ev(2, t + drive * 0.4, t + drive * 0.4 + between(1, 4) * MIN, null); // halt
      if (r() < 0.3) ev(4, t + drive * 0.6, t + drive * 0.6 + between(0.5, 3) * MIN, Math.round(between(95, 118)));
      if (r() < 0.15) ev(r() < 0.5 ? 43 : 44, t + drive * 0.7, t + drive * 0.7 + 2000, null);
      lat += between(-0.05, 0.05);
      lon += between(-0.08, 0.08);
      t += drive;
      // Refuelling at the next stop once due: 150–600 l at a station, 5–12 minutes.
      if (t >= nextRefuel) {
        const litres = Math.round(between(150, 600) * 10) / 10;
        const dl = Math.round(litres * 10);
        const from = t + between(1, 3) * MIN;
        const to = from + between(5, 12) * MIN;
        ev(21, from, to, dl);
        refuellings++;
        nextRefuel = t + between(1.5, 3.5) * DAY;
        if (r() < 0.85) {
          const cl = Math.round(litres * 100 * between(0.98, 1.02));
          invoices.push({
            customer_id: customerId,
            vehicle_id: vehicleId,
            invoice_date: sec(to + between(1, 10) * MIN),
            invoice_no: `FV/${new Date(day).getUTCFullYear()}/${++invoiceNo}`,
            invoice_cl: cl,
            cost_gr: Math.round((cl / 100) * between(5.9, 6.9) * 100),
            counter_km: 120_000 + d * 380,
            event_from: sec(from),
            event_to: sec(to),
            event_dl: dl,
            event_lat: lat,
            event_lon: lon,
            updated_at: Math.round(to + DAY),
          });
        }
      }
      // A fuel loss at about one stop in 60 (~1 a week), 5–40 l; some are alarms.
      const stop = between(10, 60) * MIN;
      if (r() < 1 / 60) {
        const dl = Math.round(between(5, 40) * 10);
        const from = t + between(2, 5) * MIN;
        const to = from + between(3, 20) * MIN;
        const alarm = r() < 0.4;
        ev(22, from, to, dl, { is_alarm: alarm ? 1 : 0 });
        losses++;
        if (r() < 0.6) {
          acceptances.push({
            customer_id: customerId,
            vehicle_id: vehicleId,
            event_from: sec(from),
            event_to: sec(to),
            event_dl: dl,
            event_lat: lat,
            event_lon: lon,
            loss_date: sec(from),
            loss_dl: Math.round(dl * between(0.9, 1)),
            loss_notice: r() < 1 / 3 ? '' : 'Zlewanie paliwa do agregatu chłodni',
            accepted_by: null,
            updated_at: Math.round(to + DAY),
          });
        }
      }
      if (r() < 0.25) ev(100, t, t + stop, null); // a stay in an own point
      ev(1, t, t + stop, null);
      if (k === 0 || k === trips - 1) ev(9, t, t + between(2, 10) * MIN, null); // input 1 (e.g. a door)
      t += stop;
    }
    ev(1, t, day + DAY, null); // the evening's stop
    // Invoices not paired to a refuelling: canisters, another card (about one a month).
    if (r() < 1 / 30)
      invoices.push({
        customer_id: customerId,
        vehicle_id: vehicleId,
        invoice_date: sec(day + 15 * 3600_000),
        invoice_no: `FV/${new Date(day).getUTCFullYear()}/${++invoiceNo}`,
        invoice_cl: Math.round(between(20, 60) * 100),
        cost_gr: Math.round(between(120, 400) * 100),
        counter_km: null,
        event_from: null,
        event_to: null,
        event_dl: null,
        event_lat: null,
        event_lon: null,
        updated_at: Math.round(day + DAY),
      });
  }
  return { events, invoices, acceptances, refuellings, losses };
}

export async function insertAll<T extends 'events' | 'fuel_invoices' | 'fuel_loss_acceptances'>(
  ctx: AppContext,
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (let i = 0; i < rows.length; i += 250)
    await ctx.db
      .insertInto(table)
      .values(rows.slice(i, i + 250) as never)
      .execute();
}
