import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  buildMenu,
  canOpenRoute,
  canUseReport,
  routePermissions,
  toPermissionSet,
  visibleReports,
  type MenuSection,
} from '.';

const perms = (...ids: number[]) => toPermissionSet(ids);
const sectionKeys = (m: MenuSection[]) => m.map((s) => s.key);
const linkKeys = (m: MenuSection[], key: string) =>
  (m.find((s) => s.key === key)?.entries ?? []).flatMap((e) =>
    e.kind === 'link' ? [e.key] : [e.key, ...e.children.map((c) => c.key)],
  );

describe('menu gating (spec 1 §6)', () => {
  it('shows all five sections to a user with every permission', () => {
    expect(sectionKeys(buildMenu(toPermissionSet(ALL_PERMISSIONS)))).toEqual([
      'monitoring',
      'reports',
      'evidence',
      'ecodriving',
      'system',
    ]);
  });

  it('shows nothing to a user without permissions', () => {
    expect(buildMenu(perms())).toEqual([]);
  });

  it('shows the monitor with any of 15, 16, 17', () => {
    for (const id of [15, 16, 17]) expect(linkKeys(buildMenu(perms(id)), 'monitoring')).toContain('monit');
    expect(linkKeys(buildMenu(perms(16)), 'monitoring')).toEqual(['monit', 'route']);
    expect(linkKeys(buildMenu(perms(17)), 'monitoring')).toEqual(['monit', 'sms']);
  });

  it('shows a report group only when the user has a report in it', () => {
    expect(linkKeys(buildMenu(perms(18)), 'reports')).toEqual(['reports.vehicles', 'report.repvehdaily']);
    expect(linkKeys(buildMenu(perms(28)), 'reports')).toEqual(['reports.drivers', 'report.repdrvstaffing']);
    expect(linkKeys(buildMenu(perms(29)), 'reports')).toEqual(['reports.drivers', 'report.identifiers']);
    expect(linkKeys(buildMenu(perms(31)), 'reports')).toEqual(['reports.pois', 'report.reppoiveh']);
    expect(linkKeys(buildMenu(perms(10, 11)), 'reports')).toEqual([
      'reports.gprs',
      'report.repgprslogs',
      'report.repgprsconnections',
    ]);
    expect(sectionKeys(buildMenu(perms(26, 56)))).not.toContain('reports');
  });

  it('maps each report permission of spec 1 §6 to its report', () => {
    const expected: Record<number, string> = {
      18: 'repvehdaily',
      19: 'repvehshifts',
      20: 'repvehworkday',
      21: 'repvehbases',
      22: 'repvehids',
      23: 'repvehfueltanks',
      24: 'repvehcurfuel',
      25: 'repvehspeeds',
      27: 'repvehkmcounters',
      28: 'repdrvstaffing',
      29: 'identifiers',
      31: 'reppoiveh',
      32: 'repvehpoi',
      55: 'repvehcourses',
      10: 'repgprslogs',
      11: 'repgprsconnections',
    };
    for (const [id, report] of Object.entries(expected)) {
      expect(canUseReport(perms(Number(id)), report)).toBe(true);
      expect(canUseReport(perms(), report)).toBe(false);
    }
    expect(visibleReports(perms(18, 19), 'vehicles').map((r) => r.id)).toEqual(['repvehdaily', 'repvehshifts']);
  });

  it('shows EcoDriving with any of 66–70 and nothing else', () => {
    for (const id of [66, 67, 68, 69, 70]) expect(sectionKeys(buildMenu(perms(id)))).toContain('ecodriving');
    for (const id of [65, 71, 1, 15]) expect(sectionKeys(buildMenu(perms(id)))).not.toContain('ecodriving');
    expect(linkKeys(buildMenu(perms(67)), 'ecodriving')).toEqual(['eco.report1']);
  });

  it('shows Ewidencja with any of 1–8, 54, 62–65', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 54, 62, 63, 64, 65])
      expect(sectionKeys(buildMenu(perms(id)))).toContain('evidence');
    for (const id of [9, 10, 15, 55, 66]) expect(sectionKeys(buildMenu(perms(id)))).not.toContain('evidence');
    expect(linkKeys(buildMenu(perms(1, 54)), 'evidence')).toEqual(['vehicles', 'ids']);
    expect(linkKeys(buildMenu(perms(63)), 'evidence')).toEqual(['inspections', 'inspections.pp']);
  });

  it('gates System entries: users 9, GPRS constants 12, table cleaning 14, logout 56', () => {
    expect(linkKeys(buildMenu(perms(9, 12, 14, 56)), 'system')).toEqual(['users', 'gprsconfig', 'ctables', 'logout']);
    expect(linkKeys(buildMenu(perms(56)), 'system')).toEqual(['logout']);
  });

  it('opens most links in a new tab but not the monitor or logout', () => {
    const m = buildMenu(toPermissionSet(ALL_PERMISSIONS));
    const all = m.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'link' ? [e] : e.children)));
    expect(all.find((l) => l.key === 'monit')?.newTab).toBe(false);
    expect(all.find((l) => l.key === 'logout')?.newTab).toBe(false);
    expect(all.find((l) => l.key === 'vehicles')?.newTab).toBe(true);
    expect(all.find((l) => l.key === 'report.repvehdaily')?.path).toBe('/reports?type=repvehdaily');
  });
});

describe('route gating', () => {
  it('gates each screen by its permissions', () => {
    expect(canOpenRoute(perms(16), '/monit')).toBe(true);
    expect(canOpenRoute(perms(1), '/monit')).toBe(false);
    expect(canOpenRoute(perms(1), '/vehicles/new')).toBe(true);
    expect(canOpenRoute(perms(2), '/vehicles/12')).toBe(false);
    expect(canOpenRoute(perms(63), '/inspections/pp/perform')).toBe(true);
    expect(canOpenRoute(perms(63), '/inspections/ew')).toBe(false);
    expect(canOpenRoute(perms(18), '/reports')).toBe(true);
    expect(canOpenRoute(perms(67), '/ecodriving/report15')).toBe(false);
    expect(canOpenRoute(perms(9), '/users/3/')).toBe(true);
  });

  it('does not gate paths outside the table', () => {
    expect(routePermissions('/logout')).toBeUndefined();
    expect(canOpenRoute(perms(), '/logout')).toBe(true);
  });
});
