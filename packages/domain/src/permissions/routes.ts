import { ECODRIVING_ANY, MONITOR_ANY, P, REPORT_TYPES, hasAny, type PermissionSet } from './catalog';

/**
 * Which permissions open which screen (spec 1 §2.1 routes, §6 gates).
 * The web guard shows the permission-denied screen when this fails; the server applies the
 * same ids to the calls each screen makes.
 */
const ROUTE_GATES: ReadonlyArray<[RegExp, readonly number[]]> = [
  [/^\/monit$/, MONITOR_ANY],
  [/^\/route$/, [P.route]],
  [/^\/reports$/, REPORT_TYPES.flatMap((r) => r.permissions)],
  [/^\/alarms$/, [P.alarms]],
  [/^\/vehicles(\/.*)?$/, [P.vehicles]],
  [/^\/drivers(\/.*)?$/, [P.drivers]],
  [/^\/poi(\/.*)?$/, [P.ownPoints]],
  [/^\/base(\/.*)?$/, [P.bases]],
  [/^\/ids(\/.*)?$/, [P.identifiers]],
  [/^\/reminders(\/.*)?$/, [P.reminders]],
  [/^\/gprsconfig$/, [P.gprsConstants]],
  [/^\/fuelinvoices$/, [P.fuelInvoices]],
  [/^\/fuelloss$/, [P.fuelLosses]],
  [/^\/inspections\/(ep|pp)(\/.*)?$/, [P.inspectionsPLedger, P.inspectionsPPerform]],
  [/^\/inspections\/(ew|pw)(\/.*)?$/, [P.inspectionsWLedger, P.inspectionsWPerform]],
  [/^\/users(\/.*)?$/, [P.users]],
  [/^\/sms(\/.*)?$/, [P.sms]],
  [/^\/ctables$/, [P.tableCleaning]],
  [/^\/counters(\/.*)?$/, [P.counters]],
  [/^\/ecodriving\/report1$/, [P.eco1min]],
  [/^\/ecodriving\/report15$/, [P.eco15min]],
  [/^\/ecodriving\/transgression$/, [P.ecoTransgression]],
  [/^\/ecodriving(\/.*)?$/, ECODRIVING_ANY],
  [/^\/powerorder(\/.*)?$/, [P.powerOrder]],
];

/** The permissions of which the user needs any to open a path; undefined = no gate. */
export function routePermissions(pathname: string): readonly number[] | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTE_GATES.find(([re]) => re.test(clean))?.[1];
}

export function canOpenRoute(perms: PermissionSet, pathname: string): boolean {
  const gate = routePermissions(pathname);
  return !gate || hasAny(perms, gate);
}
