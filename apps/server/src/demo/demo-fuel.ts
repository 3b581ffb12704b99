import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as repo from './demo.repository';

const HOUR = 3_600_000;
const REFUEL = 21;
const LOSS = 22;

type FuelEvent = Awaited<ReturnType<typeof repo.fuelEvents>>[number];

/** The event as an invoice or an acceptance keeps it (what the GPS side shows). */
const eventSide = (e: FuelEvent) => ({
  event_from: e.from_time,
  event_to: e.to_time,
  event_dl: e.value,
  event_lat: e.begin_lat,
  event_lon: e.begin_lon,
});

/** The vehicle whose fuel records the demo shows: two losses if any has them, then the most refuellings. */
function demoFuelVehicle(events: FuelEvent[]): number | null {
  const counts = new Map<number, { refuels: number; losses: number }>();
  for (const e of events) {
    const c = counts.get(e.vehicle_id) ?? { refuels: 0, losses: 0 };
    if (e.event_type === REFUEL) c.refuels++;
    else c.losses++;
    counts.set(e.vehicle_id, c);
  }
  const score = (c: { refuels: number; losses: number }) => Math.min(c.losses, 2) * 1000 + c.refuels;
  let best: number | null = null;
  for (const [id, c] of counts) if (c.refuels >= 2 && (best === null || score(c) > score(counts.get(best)!))) best = id;
  return best;
}

/**
 * Fuel records of the demo company (issue 17, spec 3 §2.7, §2.8), seeded after the engine's
 * first run over the demo history against the refuellings (event 21) and losses (event 22) it
 * found there: on the vehicle with the most refuellings, invoices paired to the two before the
 * newest (1,65 l under and 0,85 l over the GPS litres), one invoice not paired beside the newest,
 * and the older of the two newest losses accepted (0,4 l under its GPS litres). Nothing when the
 * history has no vehicle with two refuellings (a demo started without history).
 */
export async function seedDemoFuel(db: Kysely<DB>, customerId: number, now: number) {
  const events = await repo.fuelEvents(db, customerId, [REFUEL, LOSS]);
  const vehicleId = demoFuelVehicle(events);
  if (vehicleId === null) return;
  const mine = events.filter((e) => e.vehicle_id === vehicleId && e.value !== null);
  const [newest, ...older] = mine.filter((e) => e.event_type === REFUEL);
  const invoice = (e: FuelEvent, paired: boolean, no: string, diffCl: number, counterKm: number) => {
    const cl = Number(e.value) * 10 + diffCl;
    return {
      customer_id: customerId,
      vehicle_id: vehicleId,
      invoice_date: e.from_time + HOUR,
      invoice_no: no,
      invoice_cl: cl,
      // 6,17 zł a litre.
      cost_gr: Math.round(cl * 6.17),
      counter_km: counterKm,
      ...(paired
        ? eventSide(e)
        : { event_from: null, event_to: null, event_dl: null, event_lat: null, event_lon: null }),
      updated_at: now,
    };
  };
  await repo.insertFuelInvoices(db, [
    ...(older[1] ? [invoice(older[1], true, 'FV/ORLEN/0412/26', -165, 184230)] : []),
    invoice(older[0], true, 'FV/BP/11873/26', 85, 184912),
    invoice(newest, false, 'FV/SHELL/7734/26', -240, 185340),
  ]);
  const loss = mine.filter((e) => e.event_type === LOSS)[1];
  if (!loss) return;
  await repo.insertFuelLossAcceptances(db, [
    {
      customer_id: customerId,
      vehicle_id: vehicleId,
      ...eventSide(loss),
      event_dl: Number(loss.value),
      loss_date: loss.from_time,
      loss_dl: Number(loss.value) - 4,
      loss_notice: 'Zasilanie agregatu chłodni na postoju',
      accepted_by: null,
      updated_at: now,
    },
  ]);
}
