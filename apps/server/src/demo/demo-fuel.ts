import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as repo from './demo.repository';

const HOUR = 3_600_000;
const REFUEL = 21;
const LOSS = 22;

/** 6,17 zł a litre, in grosze per centilitre. */
const PRICE_GR_PER_CL = 6.17;

/**
 * The invoices of one vehicle, newest refuelling first: the newest's invoice entered but not yet
 * paired, the two before it paired. Litres stand a little off the GPS litres (centilitres), as a
 * pump and a probe never agree exactly.
 */
interface InvoicePlan {
  numbers: [string, string, string];
  diffsCl: [number, number, number];
}

/** The showcase vehicle: the numbers and differences the fuel e2e and the manual's screenshots show. */
const SHOWCASE: InvoicePlan = {
  numbers: ['FV/SHELL/7734/26', 'FV/BP/11873/26', 'FV/ORLEN/0412/26'],
  diffsCl: [-240, 85, -165],
};

const STATIONS = ['ORLEN', 'BP', 'SHELL', 'CIRCLEK', 'AMIC', 'MOYA'];

/** Every other vehicle: numbers from the stations in turn. */
function fleetPlan(vehicleIndex: number, newest: number): InvoicePlan {
  const year = String(new Date(newest).getUTCFullYear()).slice(2);
  const number = (i: number) => {
    const n = vehicleIndex * 3 + i;
    return `FV/${STATIONS[n % STATIONS.length]}/${String(2100 + n * 389).padStart(5, '0')}/${year}`;
  };
  return { numbers: [number(0), number(1), number(2)], diffsCl: [-95, 120, -40] };
}

type FuelEvent = Awaited<ReturnType<typeof repo.fuelEvents>>[number];

/** The event as an invoice or an acceptance keeps it (what the GPS side shows). */
const eventSide = (e: FuelEvent) => ({
  event_from: e.from_time,
  event_to: e.to_time,
  event_dl: e.value,
  event_lat: e.begin_lat,
  event_lon: e.begin_lon,
});
const noEvent = { event_from: null, event_to: null, event_dl: null, event_lat: null, event_lon: null };

interface VehicleFuel {
  vehicleId: number;
  /** Newest first, as fuelEvents orders them. */
  refuels: FuelEvent[];
  losses: FuelEvent[];
}

/** The events with litres by vehicle, in vehicle id order. */
function byVehicle(events: FuelEvent[]): VehicleFuel[] {
  const groups = new Map<number, VehicleFuel>();
  for (const e of events) {
    if (e.value === null) continue;
    let g = groups.get(e.vehicle_id);
    if (!g) groups.set(e.vehicle_id, (g = { vehicleId: e.vehicle_id, refuels: [], losses: [] }));
    (e.event_type === REFUEL ? g.refuels : g.losses).push(e);
  }
  return [...groups.values()].sort((a, b) => a.vehicleId - b.vehicleId);
}

/** The showcase vehicle: two losses if any has them, then the most refuellings (at least two). */
function showcaseVehicle(groups: VehicleFuel[]): number | null {
  const score = (g: VehicleFuel) => Math.min(g.losses.length, 2) * 1000 + g.refuels.length;
  let best: VehicleFuel | null = null;
  for (const g of groups) if (g.refuels.length >= 2 && (!best || score(g) > score(best))) best = g;
  return best ? best.vehicleId : null;
}

/**
 * Fuel records of the demo company (issue 17, spec 3 §2.7, §2.8), seeded after the engine's first
 * run over the demo history against the refuellings (event 21) and losses (event 22) it found
 * there — on every vehicle that has them, so the screens show records whichever vehicle they
 * open on: the invoices of InvoicePlan (the newest not yet paired; the refuellings before the
 * three newest have none, as the office has not entered them yet), and where a vehicle lost fuel
 * twice, the older of its two newest losses accepted, 0,4 l under its GPS litres, with a note.
 * Nothing without history (a demo started without it).
 */
export async function seedDemoFuel(db: Kysely<DB>, customerId: number, now: number) {
  const groups = byVehicle(await repo.fuelEvents(db, customerId, [REFUEL, LOSS]));
  const showcase = showcaseVehicle(groups);
  const counterKm = async (vehicleId: number, time: number) => {
    const metres = await repo.odometerAt(db, vehicleId, time);
    return metres === null ? null : Math.round(metres / 1000);
  };
  const invoices = [];
  const acceptances = [];
  for (const [index, { vehicleId, refuels: all, losses }] of groups.entries()) {
    const refuels = all.slice(0, 3);
    const plan = vehicleId === showcase ? SHOWCASE : fleetPlan(index, refuels[0]?.from_time ?? now);
    for (const [i, e] of refuels.entries()) {
      const cl = Number(e.value) * 10 + plan.diffsCl[i];
      invoices.push({
        customer_id: customerId,
        vehicle_id: vehicleId,
        invoice_date: e.from_time + HOUR,
        invoice_no: plan.numbers[i],
        invoice_cl: cl,
        cost_gr: Math.round(cl * PRICE_GR_PER_CL),
        // What the driver writes on the invoice: the vehicle's odometer at the pump.
        counter_km: await counterKm(vehicleId, e.from_time),
        ...(i === 0 ? noEvent : eventSide(e)),
        updated_at: now,
      });
    }
    const loss = losses[1];
    if (loss)
      acceptances.push({
        customer_id: customerId,
        vehicle_id: vehicleId,
        ...eventSide(loss),
        event_dl: Number(loss.value),
        loss_date: loss.from_time,
        loss_dl: Number(loss.value) - 4,
        loss_notice: 'Zasilanie agregatu chłodni na postoju',
        accepted_by: null,
        updated_at: now,
      });
  }
  await repo.insertFuelInvoices(db, invoices);
  await repo.insertFuelLossAcceptances(db, acceptances);
}
