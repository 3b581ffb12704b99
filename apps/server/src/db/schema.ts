import type { Kysely, Transaction } from 'kysely';
import type {
  CustomersTable,
  UsersTable,
  UserVehiclesTable,
  UserDriversTable,
  UserEventTypesTable,
  SessionsTable,
  LoginTokensTable,
  LoginFailuresTable,
  UserTotpTable,
  LoginSecondStepsTable,
  UserSettingsTable,
  GridLayoutsTable,
  NavigationLogTable,
  RecordAuditTable,
} from './schema/accounts';
import type {
  VehiclesTable,
  DriversTable,
  IdentifiersTable,
  IdentifierCardsTable,
  ReminderTypesTable,
  RemindersTable,
  InspectionsTable,
  FuelCalibrationsTable,
  NotificationEmailsTable,
  VehicleAlarmEmailsTable,
  PoisTable,
  BasesTable,
  PoiVehiclesTable,
  PoiDriversTable,
  BaseVehiclesTable,
  BaseDriversTable,
} from './schema/records';
import type {
  VehicleStatusHistoryTable,
  VehicleCountersTable,
  NotificationPhonesTable,
  AlarmCodesTable,
  VehicleAlarmRulesTable,
  VehicleDescriptionsTable,
} from './schema/vehicle-records';
import type {
  PositionsTable,
  VehicleLiveTable,
  EngineCheckpointsTable,
  EventsTable,
  RouteChunksTable,
  DeviceConnectionsTable,
  DeviceCommandsTable,
  DeviceRefusalsTable,
  RecordQuarantineTable,
  DeviceMessagesTable,
  DeviceParamReadsTable,
} from './schema/telemetry';
import type {
  UserMonitorChoicesTable,
  UserMonitorVehiclesTable,
  UserMonitorPoisTable,
  UserMonitorBasesTable,
  MonitorRevisionsTable,
  GeocodeCacheTable,
  ExportFilesTable,
  AppStateTable,
} from './schema/monitor';
import type { ReportInputNamesTable } from './schema/reports';
import type {
  EcoDaysTable,
  EnergyCountersTable,
  FuelInvoicesTable,
  FuelLossAcceptancesTable,
  PowerOrdersTable,
} from './schema/rail';
import type { CtablesTasksTable, CtablesTaskVehiclesTable } from './schema/ctables';

/**
 * Table types. Times are epoch milliseconds (UTC) in bigint columns; flags are 0/1 integers
 * so both dialects read them the same way. Every tenant-owned table carries customer_id.
 */
export * from './schema/accounts';
export * from './schema/records';
export * from './schema/vehicle-records';
export * from './schema/telemetry';
export * from './schema/monitor';
export * from './schema/reports';
export * from './schema/rail';
export * from './schema/ctables';

/** Every table by its SQL name: the type Kysely is built with. */
export interface DB {
  customers: CustomersTable;
  users: UsersTable;
  user_vehicles: UserVehiclesTable;
  user_drivers: UserDriversTable;
  user_event_types: UserEventTypesTable;
  vehicles: VehiclesTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  login_failures: LoginFailuresTable;
  user_totp: UserTotpTable;
  login_second_steps: LoginSecondStepsTable;
  user_settings: UserSettingsTable;
  grid_layouts: GridLayoutsTable;
  navigation_log: NavigationLogTable;
  record_audit: RecordAuditTable;
  events: EventsTable;
  drivers: DriversTable;
  reminder_types: ReminderTypesTable;
  reminders: RemindersTable;
  fuel_invoices: FuelInvoicesTable;
  fuel_loss_acceptances: FuelLossAcceptancesTable;
  positions: PositionsTable;
  vehicle_live: VehicleLiveTable;
  engine_checkpoints: EngineCheckpointsTable;
  fuel_calibrations: FuelCalibrationsTable;
  device_connections: DeviceConnectionsTable;
  device_commands: DeviceCommandsTable;
  device_refusals: DeviceRefusalsTable;
  record_quarantine: RecordQuarantineTable;
  device_messages: DeviceMessagesTable;
  device_param_reads: DeviceParamReadsTable;
  geocode_cache: GeocodeCacheTable;
  notification_emails: NotificationEmailsTable;
  vehicle_alarm_emails: VehicleAlarmEmailsTable;
  vehicle_status_history: VehicleStatusHistoryTable;
  vehicle_counters: VehicleCountersTable;
  notification_phones: NotificationPhonesTable;
  alarm_codes: AlarmCodesTable;
  vehicle_alarm_rules: VehicleAlarmRulesTable;
  vehicle_descriptions: VehicleDescriptionsTable;
  app_state: AppStateTable;
  pois: PoisTable;
  bases: BasesTable;
  poi_vehicles: PoiVehiclesTable;
  poi_drivers: PoiDriversTable;
  base_vehicles: BaseVehiclesTable;
  base_drivers: BaseDriversTable;
  user_monitor_choices: UserMonitorChoicesTable;
  user_monitor_vehicles: UserMonitorVehiclesTable;
  user_monitor_pois: UserMonitorPoisTable;
  report_input_names: ReportInputNamesTable;
  user_monitor_bases: UserMonitorBasesTable;
  inspections: InspectionsTable;
  identifiers: IdentifiersTable;
  identifier_cards: IdentifierCardsTable;
  monitor_revisions: MonitorRevisionsTable;
  export_files: ExportFilesTable;
  route_chunks: RouteChunksTable;
  eco_days: EcoDaysTable;
  energy_counters: EnergyCountersTable;
  power_orders: PowerOrdersTable;
  ctables_tasks: CtablesTasksTable;
  ctables_task_vehicles: CtablesTaskVehiclesTable;
}

/**
 * What a repository function runs on: the app's connection or the caller's transaction (a save
 * that writes several tables passes its transaction down). The one declaration of it.
 */
export type Db = Kysely<DB> | Transaction<DB>;
