import type { SelectItem } from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { collator, vehicleScope } from '../../access';
import { listVehiclesWithLive } from './eco.repository';

/**
 * Whether a vehicle's live state knows a traction energy reading: the engine keeps the last
 * energy counter 1 (energy drawn, kWh) any of its records carried, so a rail vehicle that reports
 * its counters stays in the list while parked with a record or two without them, and a vehicle
 * whose recorder never sent them (a car, a locomotive without the counters wired) is not listed.
 */
export function reportsTractionEnergy(live: string | null): boolean {
  if (!live) return false;
  try {
    const e1 = (JSON.parse(live) as { e1?: unknown }).e1;
    return typeof e1 === 'number' && Number.isFinite(e1);
  } catch {
    return false;
  }
}

/**
 * The eco-driving dialog's vehicles (issue 27 §3): the user's vehicles that report traction
 * energy, by name. The reports themselves answer for any vehicle of the user's (a vehicle
 * without energy gets its driving statistics and `info.has_energy` false).
 */
export async function ecoVehicles(ctx: Pick<AppContext, 'db'>, user: SessionUser): Promise<SelectItem[]> {
  const inScope = vehicleScope(user);
  const rows = await listVehiclesWithLive(ctx.db, user.customerId);
  return rows
    .filter((r) => inScope(r.id) && reportsTractionEnergy(r.live))
    .map((r) => ({ id: r.id, name: r.regno }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
