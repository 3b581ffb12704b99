/**
 * Permission ids and the menu / report gating rules of spec 1 §6.
 * Pure data and predicates: the web hides what the user may not open, the server refuses it.
 */

export const P = {
  vehicles: 1,
  drivers: 2,
  bases: 3,
  ownPoints: 4,
  reminders: 5,
  alarms: 6,
  fuelInvoices: 7,
  fuelLosses: 8,
  users: 9,
  gprsLogs: 10,
  gprsConnections: 11,
  gprsConstants: 12,
  tableCleaning: 14,
  monitor: 15,
  route: 16,
  sms: 17,
  repDaily: 18,
  repShifts: 19,
  repWorkday: 20,
  repBases: 21,
  repVehicleIds: 22,
  repRefuellings: 23,
  repCurrentFuel: 24,
  repSpeeds: 25,
  routeCharts: 26,
  repKmCounters: 27,
  repStaffing: 28,
  repDriverIds: 29,
  repPoiStays: 31,
  repPoiVisits: 32,
  identifiers: 54,
  repCourses: 55,
  logout: 56,
  inspectionsPLedger: 62,
  inspectionsPPerform: 63,
  inspectionsWLedger: 64,
  inspectionsWPerform: 65,
  counters: 66,
  eco1min: 67,
  eco15min: 68,
  ecoTransgression: 69,
  powerOrder: 70,
} as const;

export type PermissionId = (typeof P)[keyof typeof P];

/** Every permission id known to the product, ascending. */
export const ALL_PERMISSIONS: readonly number[] = [...new Set(Object.values(P))].sort((a, b) => a - b);

export type PermissionSet = ReadonlySet<number>;

export function toPermissionSet(ids: Iterable<number>): PermissionSet {
  return new Set(ids);
}

export function hasAny(perms: PermissionSet, ids: readonly number[]): boolean {
  return ids.some((id) => perms.has(id));
}

/** The monitor is shown when any of 15, 16, 17 exists (spec 1 §6). */
export const MONITOR_ANY: readonly number[] = [P.monitor, P.route, P.sms];
/** Not-accepted alarms (top-bar badge, alarm window) are read on the alarms screen and the monitor. */
export const ALARM_LIST_ANY: readonly number[] = [P.alarms, P.monitor, P.route, P.sms];
/** The EcoDriving menu shows with any of 66–70. */
export const ECODRIVING_ANY: readonly number[] = [66, 67, 68, 69, 70];
/** The Evidence (Ewidencja) menu shows with any of 1–8, 54, 62–65. */
export const EVIDENCE_ANY: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 54, 62, 63, 64, 65];

export type ReportGroup = 'vehicles' | 'drivers' | 'pois' | 'gprs';

export interface ReportType {
  id: string;
  group: ReportGroup;
  /** The user needs any of these permissions to build the report. */
  permissions: readonly number[];
}

/** Report ids and groups of spec 1 §2.2 with the report permissions of spec 1 §6. */
export const REPORT_TYPES: readonly ReportType[] = [
  { id: 'repvehdaily', group: 'vehicles', permissions: [P.repDaily] },
  { id: 'repvehbases', group: 'vehicles', permissions: [P.repBases] },
  { id: 'repvehworkday', group: 'vehicles', permissions: [P.repWorkday] },
  { id: 'repvehids', group: 'vehicles', permissions: [P.repVehicleIds] },
  { id: 'repvehcourses', group: 'vehicles', permissions: [P.repCourses] },
  { id: 'repvehkmcounters', group: 'vehicles', permissions: [P.repKmCounters] },
  { id: 'repvehpoi', group: 'vehicles', permissions: [P.repPoiVisits] },
  { id: 'repvehshifts', group: 'vehicles', permissions: [P.repShifts] },
  { id: 'repvehspeeds', group: 'vehicles', permissions: [P.repSpeeds] },
  { id: 'repvehfueltanks', group: 'vehicles', permissions: [P.repRefuellings] },
  { id: 'repvehcurfuel', group: 'vehicles', permissions: [P.repCurrentFuel] },
  { id: 'repdrvstaffing', group: 'drivers', permissions: [P.repStaffing] },
  { id: 'identifiers', group: 'drivers', permissions: [P.repDriverIds] },
  { id: 'reppoiveh', group: 'pois', permissions: [P.repPoiStays] },
  { id: 'repgprslogs', group: 'gprs', permissions: [P.gprsLogs] },
  { id: 'repgprsconnections', group: 'gprs', permissions: [P.gprsConnections] },
];

export const REPORT_GROUPS: readonly ReportGroup[] = ['vehicles', 'drivers', 'pois', 'gprs'];

export function reportById(id: string): ReportType | undefined {
  return REPORT_TYPES.find((r) => r.id === id);
}

export function canUseReport(perms: PermissionSet, id: string): boolean {
  const r = reportById(id);
  return !!r && hasAny(perms, r.permissions);
}

/** Reports of a group the user may build; a group with none is not shown. */
export function visibleReports(perms: PermissionSet, group: ReportGroup): ReportType[] {
  return REPORT_TYPES.filter((r) => r.group === group && hasAny(perms, r.permissions));
}
