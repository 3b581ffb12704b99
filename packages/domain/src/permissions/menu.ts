import {
  ECODRIVING_ANY,
  EVIDENCE_ANY,
  MONITOR_ANY,
  P,
  REPORT_GROUPS,
  hasAny,
  visibleReports,
  type PermissionSet,
  type ReportGroup,
} from './catalog';

/**
 * The menu model of spec 1 §2.2: five sections, each a list of items or submenus.
 * Labels are keys into the web's Polish catalogue; the domain only decides what is visible.
 */
export type MenuSectionKey = 'monitoring' | 'reports' | 'evidence' | 'ecodriving' | 'system';

export interface MenuLink {
  kind: 'link';
  key: string;
  path: string;
  /** Opens in a new browser tab (most menu links do, spec 1 §2.1). */
  newTab: boolean;
}

export interface MenuSubmenu {
  kind: 'submenu';
  key: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSubmenu;

export interface MenuSection {
  key: MenuSectionKey;
  entries: MenuEntry[];
}

const link = (key: string, path: string, newTab = true): MenuLink => ({ kind: 'link', key, path, newTab });

interface GatedLink extends MenuLink {
  any: readonly number[];
}
const gated = (key: string, path: string, any: readonly number[], newTab = true): GatedLink => ({
  ...link(key, path, newTab),
  any,
});

function pick(perms: PermissionSet, items: GatedLink[]): MenuLink[] {
  return items.filter((i) => hasAny(perms, i.any)).map(({ any: _any, ...l }) => l);
}

function monitoringSection(perms: PermissionSet): MenuEntry[] {
  return pick(perms, [
    gated('monit', '/monit', MONITOR_ANY, false),
    gated('route', '/route', [P.route]),
    gated('sms', '/sms', [P.sms]),
  ]);
}

function reportsSection(perms: PermissionSet): MenuEntry[] {
  return REPORT_GROUPS.flatMap((group: ReportGroup): MenuEntry[] => {
    const reports = visibleReports(perms, group);
    if (reports.length === 0) return [];
    return [
      {
        kind: 'submenu',
        key: `reports.${group}`,
        children: reports.map((r) => link(`report.${r.id}`, `/reports?type=${r.id}`)),
      },
    ];
  });
}

function evidenceSection(perms: PermissionSet): MenuEntry[] {
  const records = pick(perms, [
    gated('vehicles', '/vehicles', [P.vehicles]),
    gated('drivers', '/drivers', [P.drivers]),
    gated('base', '/base', [P.bases]),
    gated('poi', '/poi', [P.ownPoints]),
    gated('ids', '/ids', [P.identifiers]),
    gated('reminders', '/reminders', [P.reminders]),
    gated('alarms', '/alarms', [P.alarms]),
    gated('fuelinvoices', '/fuelinvoices', [P.fuelInvoices]),
    gated('fuelloss', '/fuelloss', [P.fuelLosses]),
  ]);
  const inspections = pick(perms, [
    gated('inspections.ep', '/inspections/ep', [P.inspectionsPLedger]),
    gated('inspections.pp', '/inspections/pp/perform', [P.inspectionsPPerform]),
    gated('inspections.ew', '/inspections/ew', [P.inspectionsWLedger]),
    gated('inspections.pw', '/inspections/pw/perform', [P.inspectionsWPerform]),
  ]);
  const entries: MenuEntry[] = [...records];
  if (inspections.length > 0) entries.push({ kind: 'submenu', key: 'inspections', children: inspections });
  return entries;
}

function ecodrivingSection(perms: PermissionSet): MenuEntry[] {
  return pick(perms, [
    gated('counters', '/counters', [P.counters]),
    gated('eco.report1', '/ecodriving/report1', [P.eco1min]),
    gated('eco.report15', '/ecodriving/report15', [P.eco15min]),
    gated('eco.transgression', '/ecodriving/transgression', [P.ecoTransgression]),
    gated('powerorder', '/powerorder', [P.powerOrder]),
  ]);
}

function systemSection(perms: PermissionSet): MenuEntry[] {
  return pick(perms, [
    gated('users', '/users', [P.users]),
    gated('gprsconfig', '/gprsconfig', [P.gprsConstants]),
    gated('ctables', '/ctables', [P.tableCleaning]),
    gated('logout', '/logout', [P.logout], false),
  ]);
}

/** Sections shown to a user; a section with nothing in it, or whose gate fails, is left out. */
export function buildMenu(perms: PermissionSet): MenuSection[] {
  const sections: MenuSection[] = [
    { key: 'monitoring', entries: monitoringSection(perms) },
    { key: 'reports', entries: reportsSection(perms) },
    { key: 'evidence', entries: hasAny(perms, EVIDENCE_ANY) ? evidenceSection(perms) : [] },
    { key: 'ecodriving', entries: hasAny(perms, ECODRIVING_ANY) ? ecodrivingSection(perms) : [] },
    { key: 'system', entries: systemSection(perms) },
  ];
  return sections.filter((s) => s.entries.length > 0);
}
