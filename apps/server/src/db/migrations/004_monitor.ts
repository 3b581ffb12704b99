import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/** Geometry and address of an own point or a base (spec 3 §3.4, §3.5). */
function areaColumns<T extends string>(t: CreateTableBuilder<T, never>) {
  return (
    t
      // 1 circle (lat, lon, radius in metres), 2 rectangle, 3 polygon (poly).
      .addColumn('shape', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('lat', 'double precision')
      .addColumn('lon', 'double precision')
      .addColumn('radius', 'double precision')
      // JSON text of [lat, lon] pairs, without the closing point.
      .addColumn('poly', 'text')
      .addColumn('address', 'varchar(200)')
      .addColumn('address_no', 'varchar(32)')
      .addColumn('postal_code', 'varchar(16)')
      .addColumn('city', 'varchar(100)')
      .addColumn('phone_no', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('email', 'varchar(200)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
  );
}

/** A per-user list row: (customer, user, item), gone with the user or the item. */
async function userChoiceTable(db: Kysely<unknown>, name: string, column: string, target: string) {
  await db.schema
    .createTable(name)
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn(column, 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['customer_id', 'user_id', column])
    .addForeignKeyConstraint(`${name}_user`, ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint(`${name}_item`, ['customer_id', column], target, ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
}

/**
 * The monitor's records: own points (POIs) and bases drawn on the map and named in the vehicle
 * list, what each user chose to see, inspections behind the P/W chips, and driver
 * identifiers (card or key code → driver) behind the driver names.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await areaColumns(
    tenantTable(db, ctx, 'pois')
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      // solid_object_type_id: type 1 is drawn blue, others red (spec 1 §2.7).
      .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('speed_limit', 'integer')
      .addColumn('icon_no', 'smallint', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('pois_customer_name').on('pois').columns(['customer_id', 'name']).execute();

  await areaColumns(
    tenantTable(db, ctx, 'bases')
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('base_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('base_status_id', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('bases_customer_name').on('bases').columns(['customer_id', 'name']).execute();

  // No row, or a flag at 0: the default (every vehicle visible, every point chosen). A flag at
  // 1: the user saved a choice, held by the list tables below (possibly empty: none chosen).
  await db.schema
    .createTable('user_monitor_choices')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('vehicles_chosen', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('points_chosen', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_monitor_choices_pk', ['customer_id', 'user_id'])
    .addForeignKeyConstraint(
      'user_monitor_choices_user',
      ['customer_id', 'user_id'],
      'users',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();
  await userChoiceTable(db, 'user_monitor_vehicles', 'vehicle_id', 'vehicles');
  await userChoiceTable(db, 'user_monitor_pois', 'poi_id', 'pois');
  await userChoiceTable(db, 'user_monitor_bases', 'base_id', 'bases');

  // Spec 3 §3.9. Counters are as the inspection form shows them: km and engine hours (mth).
  await tenantTable(db, ctx, 'inspections')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    // 'p' periodic (levels 1–12), 'w' work-time (levels 1–8).
    .addColumn('type', 'varchar(1)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('custom_name', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspection_date', 'bigint', (c) => c.notNull())
    .addColumn('inspection_done_date', 'bigint')
    // 1 or null: can be performed; 2: paused.
    .addColumn('inspection_status_id', 'smallint')
    .addColumn('last_state_date', 'bigint')
    .addColumn('last_km_counter', 'double precision')
    .addColumn('last_mth_counter', 'double precision')
    .addColumn('last_wx_counter', 'double precision')
    .addColumn('description', 'varchar(200)')
    // Time condition: value in days (id 1), months (2) or years (3) after the inspection date;
    // warn rtc_prev_value days before.
    .addColumn('remind_time_condition_exist', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remind_time_condition_id', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('remind_time_condition_value', 'integer')
    .addColumn('rtc_prev_value', 'integer')
    // Distance condition: km after last_km_counter; warn rdc_prev_value km before.
    .addColumn('rdc_exist', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remind_distance_condition_id', 'smallint')
    .addColumn('rdc_value', 'double precision')
    .addColumn('rdc_prev_value', 'double precision')
    // Engine-hour condition: hours after last_mth_counter; warn rmc_prev_value hours before.
    .addColumn('remind_mth_condition_exist', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remind_mth_condition_id', 'smallint')
    .addColumn('remind_mth_condition_value', 'double precision')
    .addColumn('rmc_prev_value', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint(
      'inspections_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('inspections_open')
    .on('inspections')
    .columns(['customer_id', 'inspection_done_date', 'vehicle_id'])
    .execute();

  // A driver identifier (iButton key, RFID card, tachograph card) and who holds it. Rows of one
  // code over time are its history; the active row names the current holder.
  await tenantTable(db, ctx, 'identifiers')
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('driver_id', 'integer')
    .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('from_date', 'bigint')
    .addColumn('to_date', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('identifiers_driver', ['customer_id', 'driver_id'], 'drivers', ['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('identifiers_code').on('identifiers').columns(['customer_id', 'code']).execute();

  await settingsRevision(db, ctx);
  await monitorRevisions(db, ctx);

  // `/monit` reads when each vehicle's live state was written for the whole company at every
  // poll; from the index alone, so the big state texts of the rows are never touched.
  await db.schema
    .createIndex('vehicle_live_markers')
    .on('vehicle_live')
    .columns(['customer_id', 'vehicle_id', 'updated_at', 'processed_time'])
    .execute();
}

/** Tables whose rows the monitor keeps in memory per company, and the topic each change bumps. */
export const REVISION_TOPICS: Record<string, string> = {
  vehicles: 'vehicles',
  identifiers: 'drivers',
  drivers: 'drivers',
  inspections: 'inspections',
  pois: 'areas',
  bases: 'areas',
};

/**
 * `monitor_revisions` counts changes per company and topic, kept by triggers on the tables
 * (every writer bumps them without knowing): a `/monit` poll reads a few numbers and reuses
 * its in-memory vehicles, drivers, inspections and areas of the company until one moves, on
 * every node sharing the database.
 */
async function monitorRevisions(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('monitor_revisions')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('topic', 'varchar(16)', (c) => c.notNull())
    .addColumn('rev', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitor_revisions_pk', ['customer_id', 'topic'])
    .execute();
  if (ctx.dialect === 'postgres') {
    await sql`
      create function monitor_revision_bump() returns trigger language plpgsql as $$
      declare c integer;
      begin
        if tg_op = 'DELETE' then c := old.customer_id; else c := new.customer_id; end if;
        insert into monitor_revisions (customer_id, topic, rev) values (c, tg_argv[0], 1)
        on conflict (customer_id, topic) do update set rev = monitor_revisions.rev + 1;
        return null;
      end $$`.execute(db);
    for (const [table, topic] of Object.entries(REVISION_TOPICS)) {
      await sql
        .raw(
          `create trigger ${table}_monitor_revision after insert or update or delete on ${table}
           for each row execute function monitor_revision_bump('${topic}')`,
        )
        .execute(db);
    }
    return;
  }
  const bump = (customer: string, topic: string) =>
    `insert into monitor_revisions (customer_id, topic, rev) values (${customer}, '${topic}', 1)
     on conflict (customer_id, topic) do update set rev = monitor_revisions.rev + 1`;
  for (const [table, topic] of Object.entries(REVISION_TOPICS)) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_monitor_revision_${event} after ${event} on ${table}
           for each row begin ${bump(`${row}.customer_id`, topic)}; end`,
        )
        .execute(db);
    }
  }
}

/**
 * `vehicles.settings_rev` counts changes of `vehicles.settings`, kept by the database itself
 * (a trigger), so every writer bumps it without knowing: `/monit` reads the small number for
 * every vehicle and the settings text only of vehicles whose number changed since it last
 * parsed them, instead of megabytes of settings on every 30 s poll of a big fleet.
 */
async function settingsRevision(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .alterTable('vehicles')
    .addColumn('settings_rev', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (ctx.dialect === 'postgres') {
    await sql`
      create function vehicles_settings_rev() returns trigger language plpgsql as $$
      begin
        if new.settings is distinct from old.settings then
          new.settings_rev := old.settings_rev + 1;
        end if;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger vehicles_settings_rev before update on vehicles
      for each row execute function vehicles_settings_rev()`.execute(db);
  } else {
    await sql`
      create trigger vehicles_settings_rev after update of settings on vehicles
      for each row when new.settings is not old.settings
      begin
        update vehicles set settings_rev = old.settings_rev + 1 where id = new.id;
      end`.execute(db);
  }
}
