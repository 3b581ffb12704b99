import type { AppContext } from '../http/context';
import type { AdminService } from '../modules/admin/admin.service';
import { insertDriver, insertEvents, insertReminders } from './demo.repository';

/** IMEI with its Luhn check digit, as real devices report them. */
export function imeiWithCheckDigit(body14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body14[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body14 + ((10 - (sum % 10)) % 10);
}

interface DemoVehicle {
  clogin: string;
  regno: string;
  type: number;
  icon: number;
  color: string;
}

const VEHICLES: DemoVehicle[] = [
  { clogin: 'demo', regno: 'WA 1234K', type: 0, icon: 1, color: '#1280e7' },
  { clogin: 'demo', regno: 'PO 7781M', type: 0, icon: 2, color: '#2f9e44' },
  { clogin: 'demo', regno: 'KR 5520T', type: 0, icon: 4, color: '#e8590c' },
  { clogin: 'demo', regno: 'WR 3301C', type: 0, icon: 5, color: '#1280e7' },
  { clogin: 'demo', regno: 'GD 9012P', type: 0, icon: 3, color: '#c2255c' },
  { clogin: 'demo', regno: 'ST44-017', type: 10, icon: 6, color: '#5f3dc4' },
  { clogin: 'transpol', regno: 'LU 4410A', type: 0, icon: 4, color: '#1280e7' },
  { clogin: 'transpol', regno: 'BI 7007X', type: 0, icon: 3, color: '#1280e7' },
];

/**
 * Registered vehicles of both demo companies, a driver, and a few open alarms and a due
 * reminder each, so the top-bar badges show real rows and company isolation is visible.
 * The live fleet (telemetry, engine) fills these vehicles with positions and events.
 */
export async function seedDemoRecords(ctx: AppContext, admin: AdminService) {
  const ids: Record<string, { id: number; customerId: number }> = {};
  for (const [i, v] of VEHICLES.entries()) {
    const imei = imeiWithCheckDigit(`35209310${String(100000 + i).slice(-6)}`);
    const r = await admin.addVehicle(v.clogin, v.regno, imei, {
      vehicleTypeId: v.type,
      iconId: v.icon,
      iconColor: v.color,
    });
    ids[v.regno] = { id: r.id, customerId: r.customerId };
  }
  const demo = ids['WA 1234K'].customerId;
  const transpol = ids['LU 4410A'].customerId;
  const t = ctx.now();
  const h = 3600_000;
  const alarm = (regno: string, type: number, fromAgo: number, minutes: number, value: number | null) => ({
    customer_id: ids[regno].customerId,
    vehicle_id: ids[regno].id,
    event_type: type,
    from_time: t - fromAgo,
    to_time: t - fromAgo + minutes * 60_000,
    value,
    begin_lat: 52.2297,
    begin_lon: 21.0122,
    end_lat: 52.2297,
    end_lon: 21.0122,
    is_alarm: 1,
  });
  await insertEvents(ctx.db, [
    alarm('WA 1234K', 4, 5 * h, 3, 112),
    alarm('KR 5520T', 29, 3 * h, 25, 91),
    alarm('WR 3301C', 8, 1 * h, 1, null),
    alarm('GD 9012P', 43, 2 * h, 0, null),
    alarm('LU 4410A', 4, 4 * h, 6, 118),
  ]);
  const driver = await insertDriver(ctx.db, {
    customer_id: demo,
    first_name: 'Jan',
    last_name: 'Kowalski',
    created_at: t,
  });
  await insertReminders(ctx.db, [
    reminder(demo, 'Przegląd WA 1234K', 1, ids['WA 1234K'].id, null, 1, t),
    reminder(demo, 'Badania Jan Kowalski', 2, null, driver, 6, t),
    reminder(transpol, 'OC LU 4410A', 1, ids['LU 4410A'].id, null, 2, t),
  ]);
  // The operator watches the first four vehicles of the demo company.
  return { operatorVehicleIds: ['WA 1234K', 'PO 7781M', 'KR 5520T', 'WR 3301C'].map((r) => ids[r].id) };
}

function reminder(
  customerId: number,
  name: string,
  target: number,
  vehicleId: number | null,
  driverId: number | null,
  typeId: number,
  t: number,
) {
  return {
    customer_id: customerId,
    name,
    remind_target_id: target,
    vehicle_id: vehicleId,
    driver_id: driverId,
    remind_type_id: typeId,
    last_state_date: t - 30 * 86400_000,
    last_km_counter: vehicleId ? 182_340 : null,
    last_mth_counter: vehicleId ? 4_211 : null,
    description: null,
    triggered_at: t - 86400_000,
    accepted_at: null,
    accepted_by: null,
    created_at: t - 365 * 86400_000,
  };
}
