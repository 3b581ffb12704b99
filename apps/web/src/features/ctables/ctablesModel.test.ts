import { describe, expect, it } from 'vitest';
import type { CtablesForm } from './api';
import { canClear, canGenerate, clearConfirmation, fleetConfirmed } from './ctablesModel';

const form = (patch: Partial<CtablesForm> = {}): CtablesForm => ({
  vid: [],
  selectAll: false,
  start_date: '',
  clearAll: false,
  clearAlarms: false,
  clearFuel: false,
  clearManualEvents: false,
  generateFuel: true,
  ...patch,
});

const fleet = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, regno: `WX ${1000 + i}` }));

describe('ctables form rules (spec 2 §5)', () => {
  it('clear needs a vehicle or select-all, and a date or the whole period', () => {
    expect(canClear(form())).toBe(false);
    expect(canClear(form({ vid: [1] }))).toBe(false);
    expect(canClear(form({ start_date: '2026-03-01' }))).toBe(false);
    expect(canClear(form({ vid: [1], start_date: '2026-03-01' }))).toBe(true);
    expect(canClear(form({ selectAll: true, clearAll: true }))).toBe(true);
  });

  it('generate needs a vehicle or select-all', () => {
    expect(canGenerate(form({ start_date: '2026-03-01', clearAll: true }))).toBe(false);
    expect(canGenerate(form({ vid: [3] }))).toBe(true);
    expect(canGenerate(form({ selectAll: true }))).toBe(true);
  });
});

describe("'Wyczyść dla pojazdów' confirmation (issue 27 §3)", () => {
  it('names how many vehicles, from when, and what goes and what stays', () => {
    const c = clearConfirmation(form({ vid: [3, 1, 2], start_date: '2026-11-01', clearAlarms: true }), fleet);
    expect(c.question).toBe('Wyczyścić dane 3 pojazdów od 2026-11-01?');
    expect(c.count).toBe(3);
    expect(c.wholeFleet).toBe(false);
    // In the order the select lists them, by registration.
    expect(c.vehicles).toBe('Pojazdy: WX 1000, WX 1001, WX 1002');
    expect(c.removed).toBe(
      'Zostaną usunięte: zdarzenia (jazdy, postoje, zatrzymania i pozostałe), alarmy (również zaakceptowane, z opisami akceptacji).',
    );
    expect(c.kept).toBe(
      'Pozostaną bez zmian: wyliczone zdarzenia paliwowe (tankowania, ubytki, wysokie zużycie), ręcznie dodane zdarzenia paliwowe, rekordy z urządzeń.',
    );
    expect(c.warnings).toEqual([
      'Usunięte zdarzenia można odtworzyć z rekordów przyciskiem „Wygeneruj”.',
      'Opisy akceptacji alarmów zostaną utracone.',
    ]);
  });

  it('keeps alarms and fuel unless ticked, says the whole period, and names a single vehicle', () => {
    const c = clearConfirmation(form({ vid: [5], clearAll: true, start_date: '2026-11-01' }), fleet);
    expect(c.question).toBe('Wyczyścić dane pojazdu WX 1004 za cały okres?');
    expect(c.vehicles).toBeNull();
    expect(c.removed).toBe('Zostaną usunięte: zdarzenia (jazdy, postoje, zatrzymania i pozostałe).');
    expect(c.kept).toContain('alarmy');
    expect(c.kept).toContain('wyliczone zdarzenia paliwowe');
    expect(c.kept).toContain('ręcznie dodane zdarzenia paliwowe');
  });

  it('says every part it clears when all are ticked, with what cannot be restored', () => {
    const c = clearConfirmation(
      form({ vid: [1, 2], start_date: '2026-11-01', clearAlarms: true, clearFuel: true, clearManualEvents: true }),
      fleet,
    );
    expect(c.removed).toBe(
      'Zostaną usunięte: zdarzenia (jazdy, postoje, zatrzymania i pozostałe), alarmy (również zaakceptowane, z opisami akceptacji), wyliczone zdarzenia paliwowe (tankowania, ubytki, wysokie zużycie), ręcznie dodane zdarzenia paliwowe.',
    );
    expect(c.kept).toBe('Pozostaną bez zmian: rekordy z urządzeń.');
    expect(c.warnings).toContain('Ręcznie dodanych zdarzeń paliwowych nie da się odtworzyć.');
  });

  it('treats select-all, or every vehicle chosen, as the whole fleet', () => {
    const all = clearConfirmation(form({ selectAll: true, start_date: '2026-11-01' }), fleet);
    expect(all).toMatchObject({ wholeFleet: true, count: 20 });
    expect(all.question).toBe('Wyczyścić dane wszystkich 20 pojazdów od 2026-11-01?');
    // Long lists are cut, with the Polish plural of the rest.
    expect(all.vehicles).toBe(
      `Pojazdy: ${fleet
        .slice(0, 10)
        .map((v) => v.regno)
        .join(', ')} i 10 innych`,
    );
    expect(clearConfirmation(form({ vid: fleet.map((v) => v.id), clearAll: true }), fleet).wholeFleet).toBe(true);
    expect(
      clearConfirmation(form({ vid: fleet.slice(0, 12).map((v) => v.id), clearAll: true }), fleet).vehicles,
    ).toMatch(/ i 2 inne$/);
    expect(
      clearConfirmation(form({ vid: fleet.slice(0, 11).map((v) => v.id), clearAll: true }), fleet).vehicles,
    ).toMatch(/ i 1 inny$/);
  });

  it('confirms the whole fleet only with the number of vehicles typed', () => {
    expect(fleetConfirmed('20', 20)).toBe(true);
    expect(fleetConfirmed(' 20 ', 20)).toBe(true);
    expect(fleetConfirmed('2', 20)).toBe(false);
    expect(fleetConfirmed('', 20)).toBe(false);
    expect(fleetConfirmed('20 pojazdów', 20)).toBe(false);
  });
});
