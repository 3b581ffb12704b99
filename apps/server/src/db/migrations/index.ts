import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';
import * as m001 from './001_foundation';
import * as m002 from './002_telemetry';
import * as m003 from './003_geocode';
import * as m004 from './004_monitor';
import * as m006 from './006_exports';
import * as m007 from './007_route_chunks';
import * as m008 from './008_route_chunk_keys';
import * as m009 from './009_live_config_rev';
import * as m010 from './010_record_quarantine';
import * as m011 from './011_device_messages';
import * as m012 from './012_record_audit';
import * as m013 from './013_vehicle_records';
import * as m014 from './014_driver_records';
import * as m015 from './015_area_records';
import * as m016 from './016_user_records';
import * as m017 from './017_user_alarm_types';
import * as m018 from './018_vehicle_list_index';
import * as m019 from './019_report_input_names';
import * as m020 from './020_route_chunk_stats';
import * as m021 from './021_alarm_archive_index';
import * as m022 from './022_rail_records';
import * as m023 from './023_ctables_tasks';
import * as m024 from './024_reminder_conditions';
import * as m025 from './025_fuel_records';
import * as m027 from './027_device_commands_sms';
import * as m028 from './028_eco_days';
import * as m029 from './029_auto_points';
import * as m030 from './030_fuel_event_levels';
import * as m031 from './031_device_refusals_bounded';
import * as m032 from './032_login_binding';
import * as m033 from './033_user_totp';

export interface NamedMigration {
  name: string;
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

/** Every migration, in order. Append only: a shipped migration is never edited. */
export const MIGRATIONS: readonly NamedMigration[] = [
  { name: '001_foundation', up: m001.up },
  { name: '002_telemetry', up: m002.up },
  { name: '003_geocode', up: m003.up },
  { name: '004_monitor', up: m004.up },
  { name: '006_exports', up: m006.up },
  { name: '007_route_chunks', up: m007.up },
  { name: '008_route_chunk_keys', up: m008.up },
  { name: '009_live_config_rev', up: m009.up },
  { name: '010_record_quarantine', up: m010.up },
  { name: '011_device_messages', up: m011.up },
  { name: '012_record_audit', up: m012.up },
  { name: '013_vehicle_records', up: m013.up },
  { name: '014_driver_records', up: m014.up },
  { name: '015_area_records', up: m015.up },
  { name: '016_user_records', up: m016.up },
  { name: '017_user_alarm_types', up: m017.up },
  { name: '018_vehicle_list_index', up: m018.up },
  { name: '019_report_input_names', up: m019.up },
  { name: '020_route_chunk_stats', up: m020.up },
  { name: '021_alarm_archive_index', up: m021.up },
  { name: '022_rail_records', up: m022.up },
  { name: '023_ctables_tasks', up: m023.up },
  { name: '024_reminder_conditions', up: m024.up },
  { name: '025_fuel_records', up: m025.up },
  { name: '027_device_commands_sms', up: m027.up },
  { name: '028_eco_days', up: m028.up },
  { name: '029_auto_points', up: m029.up },
  { name: '030_fuel_event_levels', up: m030.up },
  { name: '031_device_refusals_bounded', up: m031.up },
  { name: '032_login_binding', up: m032.up },
  { name: '033_user_totp', up: m033.up },
];
