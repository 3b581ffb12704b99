/**
 * Which vehicle carries which energy counter: the vehicle editor's power_counter_id (spec 3
 * §3.1), kept in the vehicle's record JSON. Pure, so the rule is one for the counter list, the
 * delete check and the eco-driving reports (c_no of spec 2 §3.5).
 */
export function powerCounterIdOf(record: string | null | undefined): number | null {
  if (!record) return null;
  try {
    const v = (JSON.parse(record) as { power_counter_id?: unknown }).power_counter_id;
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** Counter id → the vehicles (id, name) that name it, in the given order. */
export function vehiclesByCounter(vehicles: readonly { id: number; regno: string; record: string | null }[]) {
  const out = new Map<number, { vid: number; reg_no: string }[]>();
  for (const v of vehicles) {
    const cid = powerCounterIdOf(v.record);
    if (cid === null) continue;
    const list = out.get(cid) ?? [];
    list.push({ vid: v.id, reg_no: v.regno });
    out.set(cid, list);
  }
  return out;
}
