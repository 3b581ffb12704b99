import type { Db } from '../../db/schema';

/**
 * The company's lists the vehicle editor chooses from: input/thermometer descriptions, the
 * recipients' address books (e-mails, phones, alarm codes), own points and bases with the
 * vehicle's assignments (the same rows as the area editors' 'assigned vehicles', migration 015).
 */

export function listDescriptions(db: Db, customerId: number) {
  return db
    .selectFrom('vehicle_descriptions')
    .select(['id', 'kind', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('description')
    .orderBy('id')
    .execute();
}

export function findDescription(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('vehicle_descriptions')
    .select(['id', 'kind', 'description'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertDescription(db: Db, customerId: number, kind: 'inout' | 'thermometer', text: string) {
  return (
    await db
      .insertInto('vehicle_descriptions')
      .values({ customer_id: customerId, kind, description: text })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateDescription(db: Db, customerId: number, id: number, text: string) {
  await db
    .updateTable('vehicle_descriptions')
    .set({ description: text })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDescription(db: Db, customerId: number, id: number) {
  await db.deleteFrom('vehicle_descriptions').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** The company's vehicles with their editor record and settings (a description renamed re-maps them). */
export function listVehicleConfigs(db: Db, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'record', 'settings'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .execute();
}

export function listEmails(db: Db, customerId: number) {
  return db
    .selectFrom('notification_emails')
    .select(['id', 'email', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('email')
    .orderBy('id')
    .execute();
}

export function listPhones(db: Db, customerId: number) {
  return db
    .selectFrom('notification_phones')
    .select(['id', 'number', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export function listAlarmCodes(db: Db, customerId: number) {
  return db
    .selectFrom('alarm_codes')
    .select(['id', 'code', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('code')
    .orderBy('id')
    .execute();
}

/** The address book table of a recipient type and its name column. */
export const RECIPIENT_TABLES = {
  email: { table: 'notification_emails', column: 'email' },
  phone: { table: 'notification_phones', column: 'number' },
  alarm: { table: 'alarm_codes', column: 'code' },
} as const;

export type RecipientKind = keyof typeof RECIPIENT_TABLES;

export async function findRecipient(db: Db, kind: RecipientKind, customerId: number, id: number) {
  const { table, column } = RECIPIENT_TABLES[kind];
  return db
    .selectFrom(table)
    .select(['id', `${column} as name`, 'description'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<{ id: number; name: string; description: string | null } | undefined>;
}

export async function findRecipientByName(db: Db, kind: RecipientKind, customerId: number, name: string) {
  const { table, column } = RECIPIENT_TABLES[kind];
  return db
    .selectFrom(table)
    .select('id')
    .where('customer_id', '=', customerId)
    .where(column, '=', name)
    .executeTakeFirst() as Promise<{ id: number } | undefined>;
}

export async function insertRecipient(
  db: Db,
  kind: RecipientKind,
  customerId: number,
  name: string,
  description: string | null,
): Promise<number> {
  const row = { customer_id: customerId, description };
  if (kind === 'email') {
    return (
      await db
        .insertInto('notification_emails')
        .values({ ...row, email: name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (kind === 'phone') {
    return (
      await db
        .insertInto('notification_phones')
        .values({ ...row, number: name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  return (
    await db
      .insertInto('alarm_codes')
      .values({ ...row, code: name })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateRecipient(
  db: Db,
  kind: RecipientKind,
  customerId: number,
  id: number,
  name: string,
  description: string | null,
) {
  const { table, column } = RECIPIENT_TABLES[kind];
  await db
    .updateTable(table)
    .set({ [column]: name, description } as never)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an address and every rule that names it (event e-mails go by foreign key; the other
 * rule kinds are kept in one table and deleted here).
 */
export async function deleteRecipient(db: Db, kind: RecipientKind, customerId: number, id: number) {
  if (kind === 'email') {
    await db
      .deleteFrom('vehicle_alarm_rules')
      .where('customer_id', '=', customerId)
      .where('kind', '=', 'gps_email')
      .where('target_id', '=', id)
      .execute();
  } else if (kind === 'phone') {
    await db
      .deleteFrom('vehicle_alarm_rules')
      .where('customer_id', '=', customerId)
      .where('kind', 'in', ['event_sms', 'gps_sms'])
      .where('target_id', '=', id)
      .execute();
  } else {
    await db
      .deleteFrom('vehicle_alarm_rules')
      .where('customer_id', '=', customerId)
      .where('kind', 'in', ['gps_sms', 'gps_email'])
      .where('key_id', '=', id)
      .execute();
  }
  const { table } = RECIPIENT_TABLES[kind];
  await db.deleteFrom(table).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export function listAreas(db: Db, customerId: number, table: 'pois' | 'bases') {
  return db
    .selectFrom(table)
    .select(['id', 'name', 'vehicles_restricted'])
    .where('customer_id', '=', customerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

const ASSIGNMENTS = {
  pois: { table: 'poi_vehicles', column: 'poi_id' },
  bases: { table: 'base_vehicles', column: 'base_id' },
} as const;

/** Areas listing this vehicle (only restricted areas have lists). */
export async function assignedAreaIds(db: Db, customerId: number, areas: 'pois' | 'bases', vehicleId: number) {
  const { table, column } = ASSIGNMENTS[areas];
  const rows = (await db
    .selectFrom(table)
    .select(`${column} as area_id`)
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute()) as { area_id: number }[];
  return rows.map((r) => r.area_id);
}

export async function assignArea(
  db: Db,
  customerId: number,
  areas: 'pois' | 'bases',
  areaId: number,
  vehicleIds: number[],
) {
  if (vehicleIds.length === 0) return;
  const { table, column } = ASSIGNMENTS[areas];
  for (let i = 0; i < vehicleIds.length; i += 500) {
    await db
      .insertInto(table)
      .values(
        vehicleIds
          .slice(i, i + 500)
          .map((v) => ({ customer_id: customerId, [column]: areaId, vehicle_id: v }) as never),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function unassignArea(
  db: Db,
  customerId: number,
  areas: 'pois' | 'bases',
  areaId: number,
  vehicleId: number,
) {
  const { table, column } = ASSIGNMENTS[areas];
  await db
    .deleteFrom(table)
    .where('customer_id', '=', customerId)
    .where(column as 'poi_id', '=', areaId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

export async function restrictArea(db: Db, customerId: number, areas: 'pois' | 'bases', areaId: number) {
  await db
    .updateTable(areas)
    .set({ vehicles_restricted: 1 })
    .where('customer_id', '=', customerId)
    .where('id', '=', areaId)
    .execute();
}

export function companyVehicleIds(db: Db, customerId: number) {
  return db.selectFrom('vehicles').select('id').where('customer_id', '=', customerId).execute();
}
