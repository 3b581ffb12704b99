import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, REPORT_GROUPS, REPORT_TYPES, buildMenu, toPermissionSet } from '@namiar/domain';
import { menuLabel, pl } from './pl';

describe('Polish catalogue', () => {
  it('has a label for every menu key the domain can produce', () => {
    const keys = buildMenu(toPermissionSet(ALL_PERMISSIONS)).flatMap((s) =>
      s.entries.flatMap((e) => (e.kind === 'submenu' ? [e.key, ...e.children.map((c) => c.key)] : [e.key])),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(menuLabel(key), key).not.toBe(key);
  });

  it('names every report and report group', () => {
    for (const r of REPORT_TYPES) expect(pl.reports[r.id], r.id).toBeTruthy();
    for (const g of REPORT_GROUPS) expect(pl.reportGroups[g]).toBeTruthy();
  });

  it('keeps the spec texts verbatim', () => {
    expect(pl.permissionDenied.title).toBe('Nie masz uprawnień do tej części programu.');
    expect(pl.permissionDenied.hint).toBe('Jeśli chcesz uzyskać dostęp, skontaktuj się z administratorem');
    expect(pl.login.failedTitle).toBe('Błąd logowania');
    expect(pl.login.required).toBe('Pole jest wymagane');
    expect(pl.settings.resetWarning).toBe('Operacji nie można cofnąć!');
    expect(pl.settings.saved).toBe('Ustawienia zapisane');
    expect(pl.loader.saveSettings).toBe('Zapisuję ustawienia...');
  });
});
