import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Result } from 'antd';
import type { GridApi } from 'ag-grid-community';
import { ROW_COLOR_FILLS, type ReportRow } from '@namiar/domain';
import { DataGrid, type VisibleColumn } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { exportReport, openExportedFile, type ExportKind } from './api';
import { InputNamesDialog } from './InputNamesDialog';
import { reportColumnSpecs, type SortKey } from './reportColumns';
import { buildReportExport, type ExportPart } from './reportExport';
import { handoffUrl, routeHandoff } from './reportToRoute';
import { reportRules } from './reportTypes';
import { useReports, type CreatedReport, type ObjectReport } from './reportsStore';
import { ReportToolbar } from './ReportToolbar';

const t = pl.reportScreen;
/** Spec 2 §9: report grid columns are at most 160 px wide, under a header 75 px high (titles wrap). */
const REPORT_MAX_COLUMN_WIDTH = 160;
const REPORT_HEADER_HEIGHT = 75;

/** The row colours' fills (reports.css reads them): one definition with the PDF export's. */
const ROW_COLOR_VARS = {
  '--report-row-red': ROW_COLOR_FILLS.red,
  '--report-row-yellow': ROW_COLOR_FILLS.yellow,
  '--report-row-green': ROW_COLOR_FILLS.green,
} as CSSProperties;

const EXPORT_TEXT: Record<ExportKind, string> = {
  xlsx: t.exportingExcel,
  csv: t.exportingCsv,
  pdf: t.exportingPdf,
};

/** The grid's sort keys in priority order. */
function sortOf(api: GridApi<ReportRow> | null): SortKey[] {
  if (!api || api.isDestroyed()) return [];
  return api
    .getColumnState()
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
}

function shownRows(api: GridApi<ReportRow> | null): ReportRow[] | null {
  if (!api || api.isDestroyed()) return null;
  const rows: ReportRow[] = [];
  api.forEachNodeAfterFilterAndSort((node) => node.data && rows.push(node.data));
  return rows;
}

/** One inner tab: the object's table with the report's toolbar, or its error. */
export function ObjectTable({ report, object }: { report: CreatedReport; object: ObjectReport }) {
  const toggleSummary = useReports((s) => s.toggleSummary);
  const rules = reportRules(report.type);
  const answer = object.answer;
  const columns = useMemo(() => reportColumnSpecs(answer?.grid ?? []), [answer]);
  const footer = answer?.footer ?? null;
  const pinned = useMemo(() => (report.showSummary && footer ? [footer] : undefined), [report.showSummary, footer]);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const [visible, setVisible] = useState<VisibleColumn[] | null>(null);
  const [editInputs, setEditInputs] = useState(false);
  const apiRef = useRef<GridApi<ReportRow> | null>(null);
  const tabVehicle = report.objectKind === 'vehicles' ? object.id : null;
  const handoff = selected && answer ? routeHandoff(selected, answer.grid, tabVehicle, report.range) : null;

  const rowClass = useCallback(
    (row: ReportRow) => {
      if (row === footer) return 'report-footer-row';
      const color = row._color;
      return color === 'red' || color === 'yellow' || color === 'green' ? `report-row-${color}` : undefined;
    },
    [footer],
  );

  const exportTo = (kind: ExportKind, part: ExportPart) => {
    const api = apiRef.current;
    const body = buildReportExport(report, part, {
      objectKey: object.key,
      rows: shownRows(api),
      visible,
      sort: sortOf(api),
    });
    if (!body) return;
    withLoader(EXPORT_TEXT[kind], () => exportReport(kind, body)).then(openExportedFile, () => undefined);
  };

  // The route opens loaded: its query auto-accepts (spec 1 §2.7, issue 27 §3).
  const showOnRoute = () => {
    if (handoff) openInNewTab(handoffUrl(handoff));
  };

  if (!answer) {
    return <Result status="warning" title={t.objectError} data-testid="report-object-error" />;
  }

  return (
    <div
      className="report-object"
      style={ROW_COLOR_VARS}
      data-testid="report-object"
      data-object={object.key}
      data-rows={answer.data.length}
    >
      <DataGrid<ReportRow>
        key={object.key}
        columns={columns}
        rows={answer.data}
        pinnedBottomRows={pinned}
        layoutModule={`${report.type}_grid`}
        onSelectionChange={setSelected}
        onVisibleColumns={setVisible}
        onApiReady={(api) => (apiRef.current = api)}
        rowClass={rowClass}
        emptyText={t.noRows}
        maxColumnWidth={REPORT_MAX_COLUMN_WIDTH}
        headerHeight={REPORT_HEADER_HEIGHT}
        testId="report-grid"
        toolbar={
          <ReportToolbar
            rules={rules}
            showSummary={report.showSummary}
            hasFooter={footer !== null}
            canShowOnRoute={handoff !== null}
            canExport={report.objects.some((o) => o.answer !== null)}
            onToggleSummary={() => toggleSummary(report.key)}
            onShowOnRoute={showOnRoute}
            onExport={exportTo}
            onEditInputs={() => setEditInputs(true)}
          />
        }
      />
      {editInputs && <InputNamesDialog onClose={() => setEditInputs(false)} />}
    </div>
  );
}
