import { describe, expect, it } from 'vitest';
import { infoFixture, reportFixture } from '../routeFixture';
import { buildReportSections, fuelPer100Km } from './reportSections';

const rowsOf = (sections: ReturnType<typeof buildReportSections>, key: string) =>
  Object.fromEntries(sections.find((s) => s.key === key)!.rows);

describe('buildReportSections', () => {
  const report = {
    ...reportFixture(),
    rg: 123456,
    th: 120000,
    rt: 3725,
    st: 7200,
    ht: 600,
    et: 4325,
    ei: 600,
    df: 86.12,
    va: 45.26,
    vm: 92,
    sn: 3,
    hn: 2,
    ea: 1450.4,
    em: 2100,
    flu: 30.5,
    flm: 25.37,
    flb: 100,
    fle: 150.25,
    ftn: 1,
    ftv: 80.5,
    fln: 1,
    flv: 0.5,
    tm: [-3.25, ...Array.from({ length: 15 }, () => null)],
    tx: [4.5, ...Array.from({ length: 15 }, () => null)],
    in: [4, 0, 0, 0],
    it: [3600, 0, 0, 0],
    o: [0, 2, 0, 0],
    ot: [0, 90, 0, 0],
  };
  const info = infoFixture({
    regno: 'DW 12345',
    tacho_exists: true,
    has_probes: true,
    thermometers: ['Chłodnia', ...Array.from({ length: 15 }, () => null)],
    inputs: Array.from({ length: 8 }, (_, i) => ({
      n: i + 1,
      enabled: i === 0,
      desc: i === 0 ? 'Drzwi' : '',
      chart: true,
    })),
    outputs: Array.from({ length: 4 }, (_, i) => ({ n: i + 1, enabled: i === 1, desc: '', chart: true })),
  });
  const sections = buildReportSections(info, report);

  it('has the five sections of the spec in order', () => {
    expect(sections.map((s) => s.title)).toEqual(['Ogólne', 'Miernik paliwa', 'Termometry', 'Wejścia', 'Wyjścia']);
  });
  it('writes general values with the spec 2 §9 conversions', () => {
    const g = rowsOf(sections, 'general');
    expect(g['Pojazd']).toBe('DW 12345');
    expect(g['Droga GPS']).toBe('123,46 km');
    expect(g['Droga tacho']).toBe('120,00 km');
    expect(g['Czas jazdy']).toBe('1:02:05');
    expect(g['Czas całkowity']).toBe('3:12:05');
    expect(g['Liczba postojów']).toBe('3');
    expect(g['Współczynnik jazdy']).toBe('86,1 %');
    expect(g['Prędkość średnia']).toBe('45,3 km/h');
    expect(g['Obroty średnie']).toBe('1\u00a0450 obr/min');
  });
  it('writes fuel in litres with the average per 100 km', () => {
    const f = rowsOf(sections, 'fuel');
    expect(f['Zużycie paliwa']).toBe('30,5 l');
    expect(f['Średnie zużycie na 100 km']).toBe('24,7 l/100 km');
    expect(f['Średnie zużycie na motogodzinę']).toBe('25,37 l/h');
    expect(f['Poziom paliwa na końcu']).toBe('150,3 l');
    expect(f['Zatankowano']).toBe('80,5 l');
  });
  it('names thermometers, inputs and outputs, listing only configured ones', () => {
    expect(rowsOf(sections, 'thermometers')).toEqual({ Chłodnia: 'min. -3,3 °C, maks. 4,5 °C' });
    expect(rowsOf(sections, 'inputs')).toEqual({ Drzwi: 'liczba załączeń: 4, czas załączenia: 1:00:00' });
    expect(rowsOf(sections, 'outputs')).toEqual({ 'Wyjście 2': 'liczba załączeń: 2, czas załączenia: 0:01:30' });
  });
  it('shows "Brak danych" in sections the vehicle has no data for, and leaves out tacho and rpm', () => {
    const bare = buildReportSections(infoFixture(), reportFixture());
    for (const key of ['fuel', 'thermometers', 'inputs', 'outputs']) {
      expect(bare.find((s) => s.key === key)!.rows).toEqual([['Brak danych', '--']]);
    }
    const g = rowsOf(bare, 'general');
    expect(g['Droga tacho']).toBeUndefined();
    expect(g['Obroty średnie']).toBeUndefined();
    expect(g['Droga GPS']).toBe('0,00 km');
  });
});

describe('fuelPer100Km', () => {
  it('needs fuel use and road', () => {
    expect(fuelPer100Km({ flu: 10, rg: 200000 })).toBe(5);
    expect(fuelPer100Km({ flu: null, rg: 200000 })).toBeNull();
    expect(fuelPer100Km({ flu: 10, rg: 0 })).toBeNull();
  });
});
