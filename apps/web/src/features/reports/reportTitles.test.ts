import { beforeEach, describe, expect, it } from 'vitest';
import { distinctTitle, reportTitle } from './reportTitles';
import { useReports, type CreatedReport } from './reportsStore';

/** Issue 27 §3 'Report tabs': one format for the range of a tab title; identical reports apart. */
describe('report tab titles', () => {
  it('write both ends of the range in one format, seconds and all', () => {
    // The month to date ended at 23:59:59 while its start was written without seconds.
    expect(
      reportTitle('Raport dzienny standardowy', { from_date: '2026-11-01 00:00:00', to_date: '2026-11-30 23:59:59' }),
    ).toBe('Raport dzienny standardowy 2026-11-01 00:00:00 – 2026-11-30 23:59:59');
    expect(reportTitle('Raport pracy', { from_date: '2026-11-01 06:00:00', to_date: '2026-11-02 06:00:00' })).toBe(
      'Raport pracy 2026-11-01 06:00:00 – 2026-11-02 06:00:00',
    );
  });

  it("number a title already open: ' (2)', ' (3)', the first free number", () => {
    const base = 'Raport kursów 2026-11-01 00:00:00 – 2026-11-30 23:59:59';
    expect(distinctTitle(base, [])).toBe(base);
    expect(distinctTitle(base, ['Inny'])).toBe(base);
    expect(distinctTitle(base, [base])).toBe(`${base} (2)`);
    expect(distinctTitle(base, [base, `${base} (2)`])).toBe(`${base} (3)`);
    // The first tab closed: its title is free again.
    expect(distinctTitle(base, [`${base} (2)`])).toBe(base);
  });

  describe('the store', () => {
    const report = (key: string, title: string): CreatedReport => ({
      key,
      type: 'repvehdaily',
      title,
      range: { from_date: '2026-11-01 00:00:00', to_date: '2026-11-30 23:59:59' },
      objectKind: 'vehicles',
      objects: [],
      activeObject: 'summary',
      showSummary: true,
    });
    beforeEach(() => useReports.setState({ reports: [], active: null }));

    it('gives a second identical report a title of its own', () => {
      const { add } = useReports.getState();
      add(report('r1', 'Raport dzienny standardowy X'));
      add(report('r2', 'Raport dzienny standardowy X'));
      add(report('r3', 'Raport dzienny standardowy X'));
      expect(useReports.getState().reports.map((r) => r.title)).toEqual([
        'Raport dzienny standardowy X',
        'Raport dzienny standardowy X (2)',
        'Raport dzienny standardowy X (3)',
      ]);
    });
  });
});
