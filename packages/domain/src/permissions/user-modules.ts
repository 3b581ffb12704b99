import { ALL_PERMISSIONS, P, REPORT_TYPES } from './catalog';

/**
 * The user editor's permission groups (spec 3 §2.10, §3.10, §6) on the permission ids of
 * spec 1 §6. The editor does not show ids: it shows work modules, grouped on two tabs —
 * 'Moduły pracy' (reports, records, additional settings) and 'Akcje' (SMS sending, fuel
 * add/edit) — and sends each group as one multi-value field (report_options, list_options,
 * other_options, sms_options, fuel_options). Every permission id belongs to exactly one group,
 * so the mapping is a bijection between a set of ids and the five selections.
 *
 * An option's `key` is a key of the menu catalogue (buildMenu's keys, 'report.<id>' for reports)
 * the web labels it with, so the editor names modules exactly as the menu does.
 */
export type UserModuleField = 'report_options' | 'list_options' | 'other_options' | 'sms_options' | 'fuel_options';

export interface UserModuleOption {
  /** The permission id the option grants. */
  id: number;
  /** The menu catalogue key of its label. */
  key: string;
}

export interface UserModuleGroup {
  field: UserModuleField;
  /** The editor tab the group is on. */
  tab: 'modules' | 'actions';
  options: readonly UserModuleOption[];
}

const opt = (id: number, key: string): UserModuleOption => ({ id, key });

/** Report permissions in the menu's order, with the GPRS reports (10, 11) of their group. */
const reportOptions: UserModuleOption[] = REPORT_TYPES.flatMap((r) =>
  r.permissions.map((id) => opt(id, `report.${r.id}`)),
);

export const USER_MODULE_GROUPS: readonly UserModuleGroup[] = [
  { field: 'report_options', tab: 'modules', options: reportOptions },
  {
    field: 'list_options',
    tab: 'modules',
    options: [
      opt(P.vehicles, 'vehicles'),
      opt(P.drivers, 'drivers'),
      opt(P.bases, 'base'),
      opt(P.ownPoints, 'poi'),
      opt(P.identifiers, 'ids'),
      opt(P.reminders, 'reminders'),
      opt(P.alarms, 'alarms'),
      opt(P.inspectionsPLedger, 'inspections.ep'),
      opt(P.inspectionsPPerform, 'inspections.pp'),
      opt(P.inspectionsWLedger, 'inspections.ew'),
      opt(P.inspectionsWPerform, 'inspections.pw'),
      opt(P.counters, 'counters'),
      opt(P.powerOrder, 'powerorder'),
    ],
  },
  {
    field: 'other_options',
    tab: 'modules',
    options: [
      opt(P.monitor, 'monit'),
      opt(P.route, 'route'),
      opt(P.routeCharts, 'routeCharts'),
      opt(P.eco1min, 'eco.report1'),
      opt(P.eco15min, 'eco.report15'),
      opt(P.ecoTransgression, 'eco.transgression'),
      opt(P.users, 'users'),
      opt(P.gprsConstants, 'gprsconfig'),
      opt(P.tableCleaning, 'ctables'),
      opt(P.logout, 'logout'),
    ],
  },
  { field: 'sms_options', tab: 'actions', options: [opt(P.sms, 'sms')] },
  {
    field: 'fuel_options',
    tab: 'actions',
    options: [opt(P.fuelInvoices, 'fuelinvoices'), opt(P.fuelLosses, 'fuelloss')],
  },
];

export const USER_MODULE_FIELDS: readonly UserModuleField[] = USER_MODULE_GROUPS.map((g) => g.field);

export type UserModuleSelections = Record<UserModuleField, number[]>;

const groupOfId = new Map<number, UserModuleField>(
  USER_MODULE_GROUPS.flatMap((g) => g.options.map((o) => [o.id, g.field] as const)),
);

/** The group a permission id is chosen in, or undefined for an id the product does not know. */
export function userModuleFieldOf(id: number): UserModuleField | undefined {
  return groupOfId.get(id);
}

/** The editor's selections of a stored permission set (ids the product does not know are left out). */
export function selectionsFromPermissions(ids: Iterable<number>): UserModuleSelections {
  const out: UserModuleSelections = {
    report_options: [],
    list_options: [],
    other_options: [],
    sms_options: [],
    fuel_options: [],
  };
  for (const id of new Set(ids)) {
    const field = groupOfId.get(id);
    if (field) out[field].push(id);
  }
  for (const field of USER_MODULE_FIELDS) out[field].sort((a, b) => a - b);
  return out;
}

/**
 * The permission set of the editor's selections, ascending. An id chosen in a group it does not
 * belong to is reported (the server answers it as that field's error); unknown ids likewise.
 */
export function permissionsFromSelections(selections: Partial<UserModuleSelections>): {
  permissions: number[];
  misplaced: { field: UserModuleField; id: number }[];
} {
  const ids = new Set<number>();
  const misplaced: { field: UserModuleField; id: number }[] = [];
  for (const field of USER_MODULE_FIELDS) {
    for (const id of selections[field] ?? []) {
      if (groupOfId.get(id) === field) ids.add(id);
      else misplaced.push({ field, id });
    }
  }
  return { permissions: [...ids].sort((a, b) => a - b), misplaced };
}

/** Checked by the unit test: the groups cover every permission id of the catalogue once. */
export function uncoveredPermissions(): number[] {
  return ALL_PERMISSIONS.filter((id) => !groupOfId.has(id));
}

/** What a new user starts with in the editor: the monitor, the route and signing out. */
export const NEW_USER_PERMISSIONS: readonly number[] = [P.monitor, P.route, P.logout];
