import { useCallback } from 'react';
import type { ReportAnswer } from '@namiar/domain';
import { pl, reportName } from '../../kit/i18n/pl';
import { useLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { fetchReport } from './api';
import { requestOptions, type ReportFormValues } from './reportForm';
import { byName, planQueue, runQueue, type QueueItem, type QueueObject } from './reportQueue';
import { reportRules } from './reportTypes';
import { reportTitle } from './reportTitles';
import { SUMMARY_KEY, useReports, type CreatedReport, type ObjectReport } from './reportsStore';

const t = pl.reportScreen;
let serial = 0;

/** The loader text of an item: '(n/total)' progress, the summary its own words (spec 2 §8). */
export function queueText(item: QueueItem, index: number, total: number): string {
  return item.kind === 'summary' ? t.creatingSummary : t.progress(index + 1, total);
}

/**
 * Builds a report from an accepted form: runs its queue under the loader (Cancel aborts the
 * running request, drops the rest, says 'Tworzenie raportu zostało anulowane' and keeps nothing),
 * then adds the report as the active tab showing its summary or its first object.
 */
export function useReportBuilder() {
  const add = useReports((s) => s.add);
  return useCallback(
    (values: ReportFormValues, objects: readonly QueueObject[]): Promise<'done' | 'cancelled'> => {
      const rules = reportRules(values.type);
      if (!rules || objects.length === 0) return Promise.resolve('cancelled');
      const range = { from_date: values.from_date, to_date: values.to_date };
      const title = reportTitle(reportName(rules.id), range);
      const options = requestOptions(values);
      const items = planQueue(objects, rules, options.onlySummary);
      const answers = new Map<string, ReportAnswer | null>();
      const loader = useLoader.getState();
      const keyOf = (item: QueueItem) => (item.kind === 'summary' ? SUMMARY_KEY : String(item.object.id));

      const queue = runQueue<ReportAnswer>(items, {
        run: (item, signal) =>
          fetchReport(
            {
              type: rules.id,
              name: title,
              ids: item.kind === 'summary' ? item.ids : [item.object.id],
              ...range,
              options,
              summary: item.kind === 'summary',
            },
            signal,
          ),
        onStart: (item, index, total) => loader.show(queueText(item, index, total), () => queue.cancel()),
        onResult: (item, result) => answers.set(keyOf(item), result.ok ? result.value : null),
      });

      return queue.finished.then((state) => {
        useLoader.getState().hide();
        if (state === 'cancelled') {
          toastInfo(t.cancelled);
          return state;
        }
        const tabs: ObjectReport[] = items
          .map((item): ObjectReport => ({
            key: keyOf(item),
            id: item.kind === 'summary' ? null : item.object.id,
            name: item.kind === 'summary' ? t.summaryTab : item.object.name,
            answer: answers.get(keyOf(item)) ?? null,
          }))
          .sort((a, b) => (a.id === null ? -1 : b.id === null ? 1 : byName(a as QueueObject, b as QueueObject)));
        const report: CreatedReport = {
          key: `report-${++serial}`,
          type: rules.id,
          title,
          range,
          objectKind: rules.objects,
          objects: tabs,
          activeObject: tabs[0].key,
          showSummary: true,
        };
        add(report);
        return state;
      });
    },
    [add],
  );
}
