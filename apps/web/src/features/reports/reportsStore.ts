import { create } from 'zustand';
import type { ReportAnswer } from '@namiar/domain';
import type { DateRange } from './reportPeriods';
import { distinctTitle } from './reportTitles';
import type { ObjectKind } from './reportTypes';

/**
 * The created reports of the screen (spec 2 §2.2, §4.2): outer tabs, one per report, each with
 * its inner tabs (the summary first, then the objects by name). Kept in a store so the reports
 * stay while the user visits another screen.
 */

export const SUMMARY_KEY = 'summary';

export interface ObjectReport {
  /** SUMMARY_KEY or the object's id as text. */
  key: string;
  /** The object's id; null for the summary. */
  id: number | null;
  name: string;
  /** The answer; null when the request failed (err or transport). */
  answer: ReportAnswer | null;
}

export interface CreatedReport {
  key: string;
  type: string;
  title: string;
  range: DateRange;
  objectKind: ObjectKind;
  /** Summary first, then objects by name. */
  objects: ObjectReport[];
  activeObject: string;
  /** The footer (totals) row shown. */
  showSummary: boolean;
}

interface ReportsState {
  reports: CreatedReport[];
  active: string | null;
  /** Adds the report as the active tab; a title an open tab has already gets ' (2)', ' (3)'. */
  add(report: CreatedReport): void;
  /** Closing a tab activates the first remaining one, or none (spec 2 §4.2). */
  close(key: string): void;
  activate(key: string): void;
  activateObject(reportKey: string, objectKey: string): void;
  toggleSummary(reportKey: string): void;
}

function update(reports: CreatedReport[], key: string, change: (r: CreatedReport) => CreatedReport): CreatedReport[] {
  return reports.map((r) => (r.key === key ? change(r) : r));
}

export const useReports = create<ReportsState>()((set) => ({
  reports: [],
  active: null,
  // A report whose title an open tab has already gets a numbered one (reportTitles.ts).
  add: (report) =>
    set((s) => {
      const title = distinctTitle(
        report.title,
        s.reports.map((r) => r.title),
      );
      return { reports: [...s.reports, { ...report, title }], active: report.key };
    }),
  close: (key) =>
    set((s) => {
      const reports = s.reports.filter((r) => r.key !== key);
      const active =
        s.active === key || !reports.some((r) => r.key === s.active) ? (reports[0]?.key ?? null) : s.active;
      return { reports, active };
    }),
  activate: (key) => set({ active: key }),
  activateObject: (reportKey, objectKey) =>
    set((s) => ({ reports: update(s.reports, reportKey, (r) => ({ ...r, activeObject: objectKey })) })),
  toggleSummary: (reportKey) =>
    set((s) => ({ reports: update(s.reports, reportKey, (r) => ({ ...r, showSummary: !r.showSummary })) })),
}));
