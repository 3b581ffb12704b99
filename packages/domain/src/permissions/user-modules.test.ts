import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, P } from './catalog';
import { buildMenu } from './menu';
import {
  USER_MODULE_FIELDS,
  USER_MODULE_GROUPS,
  permissionsFromSelections,
  selectionsFromPermissions,
  uncoveredPermissions,
  userModuleFieldOf,
} from './user-modules';

describe('user editor permission groups', () => {
  it('cover every permission id of the catalogue exactly once', () => {
    expect(uncoveredPermissions()).toEqual([]);
    const ids = USER_MODULE_GROUPS.flatMap((g) => g.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...ALL_PERMISSIONS]);
  });

  it('put the modules on the tabs of spec 3 §2.10', () => {
    expect(userModuleFieldOf(P.repDaily)).toBe('report_options');
    expect(userModuleFieldOf(P.gprsLogs)).toBe('report_options');
    expect(userModuleFieldOf(P.vehicles)).toBe('list_options');
    expect(userModuleFieldOf(P.identifiers)).toBe('list_options');
    expect(userModuleFieldOf(P.users)).toBe('other_options');
    expect(userModuleFieldOf(P.monitor)).toBe('other_options');
    expect(userModuleFieldOf(P.sms)).toBe('sms_options');
    expect(userModuleFieldOf(P.fuelInvoices)).toBe('fuel_options');
    expect(userModuleFieldOf(P.fuelLosses)).toBe('fuel_options');
    expect(userModuleFieldOf(999)).toBeUndefined();
    const tabs = Object.fromEntries(USER_MODULE_GROUPS.map((g) => [g.field, g.tab]));
    expect(tabs).toEqual({
      report_options: 'modules',
      list_options: 'modules',
      other_options: 'modules',
      sms_options: 'actions',
      fuel_options: 'actions',
    });
  });

  it('labels options with keys the menu uses for the same modules', () => {
    const all = new Set<number>(ALL_PERMISSIONS);
    const menuKeys = new Set<string>();
    const walk = (e: { key: string; children?: { key: string }[] }) => {
      menuKeys.add(e.key);
      e.children?.forEach(walk);
    };
    for (const s of buildMenu(all)) s.entries.forEach(walk);
    const optionKeys = USER_MODULE_GROUPS.flatMap((g) => g.options.map((o) => o.key));
    // Route charts (26) is a button, not a menu entry: the editor names it itself.
    expect(optionKeys.filter((k) => !menuKeys.has(k))).toEqual(['routeCharts']);
  });

  it('turns a stored set into selections and back without loss', () => {
    const stored = [P.vehicles, P.users, P.repDaily, P.sms, P.fuelLosses, P.monitor, P.logout, P.counters];
    const sel = selectionsFromPermissions(stored);
    expect(sel).toEqual({
      report_options: [P.repDaily],
      list_options: [P.vehicles, P.counters],
      other_options: [P.users, P.monitor, P.logout].sort((a, b) => a - b),
      sms_options: [P.sms],
      fuel_options: [P.fuelLosses],
    });
    expect(permissionsFromSelections(sel)).toEqual({
      permissions: [...stored].sort((a, b) => a - b),
      misplaced: [],
    });
    const everything = selectionsFromPermissions(ALL_PERMISSIONS);
    expect(permissionsFromSelections(everything).permissions).toEqual([...ALL_PERMISSIONS]);
  });

  it('drops stored ids the product does not know and reports ids chosen in a wrong group', () => {
    expect(selectionsFromPermissions([13, 999, P.route]).other_options).toEqual([P.route]);
    const r = permissionsFromSelections({ report_options: [P.users, P.repSpeeds], fuel_options: [77] });
    expect(r.permissions).toEqual([P.repSpeeds]);
    expect(r.misplaced).toEqual([
      { field: 'report_options', id: P.users },
      { field: 'fuel_options', id: 77 },
    ]);
  });

  it('has five fields in the order of the editor', () => {
    expect(USER_MODULE_FIELDS).toEqual([
      'report_options',
      'list_options',
      'other_options',
      'sms_options',
      'fuel_options',
    ]);
  });
});
