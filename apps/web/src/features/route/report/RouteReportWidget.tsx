import { useCallback, useMemo, useState } from 'react';
import { Button, Empty, Space, Tooltip, Typography } from 'antd';
import { BarChartOutlined, CloseOutlined, FileExcelOutlined, FilePdfOutlined, TableOutlined } from '@ant-design/icons';
import type { RouteEvent } from '@namiar/domain';
import { withLoader } from '../../../kit/loader/loaderStore';
import type { VisibleColumn } from '../../../kit/grid';
import { pl } from '../../../kit/i18n/pl';
import { EventsTable } from '../events/EventsTable';
import { eventColumns } from '../events/eventColumns';
import { knownGeoText } from '../events/eventGeo';
import type { RouteEventFilter, RouteReportWidgetProps } from '../model';
import { buildExportBody, type ExportEvents } from './exportBody';
import { exportRouteReport, openExportedFile, type ExportKind } from './reportApi';
import { buildReportSections } from './reportSections';
import { ReportSectionsView } from './ReportSectionsView';

const t = pl.routeReport;
const ALL_EVENTS: RouteEventFilter = { hidden: new Set() };
const noop = () => {};

/** The export's event columns: the table's visible ones (its layout), else every column. */
function exportColumns(visible: readonly VisibleColumn[] | null): ExportEvents['columns'] {
  const specs = eventColumns(knownGeoText);
  if (!visible) return specs.map((spec) => ({ spec }));
  const byField = new Map(specs.map((s) => [s.field, s]));
  return visible.flatMap(({ id, width }) => {
    const spec = byField.get(id);
    return spec ? [{ spec, width }] : [];
  });
}

/**
 * 'Raport z trasy' (spec 2 §2.1): a full-screen widget over the route view with toggles for
 * the statistics (sections Ogólne, Miernik paliwa, Termometry, Wejścia, Wyjścia) and the events
 * table (layout module 'eventstable_raport', read-only here), Excel and PDF export of what is
 * shown (loader 'Trwa eksport do Excel' / 'Trwa eksport do PDF', the file opens in a new tab),
 * and close.
 */
export function RouteReportWidget({ route, onClose }: RouteReportWidgetProps) {
  const [showStats, setShowStats] = useState(true);
  const [showEvents, setShowEvents] = useState(true);
  const [visible, setVisible] = useState<VisibleColumn[] | null>(null);
  const sections = useMemo(() => buildReportSections(route.info, route.report), [route.info, route.report]);
  const { info } = route;

  const exportTo = useCallback(
    (kind: ExportKind) => {
      const events = showEvents ? { columns: exportColumns(visible), rows: route.events } : null;
      const body = buildExportBody(info, showStats ? sections : null, events);
      withLoader(kind === 'xlsx' ? t.exportingExcel : t.exportingPdf, () => exportRouteReport(kind, body)).then(
        openExportedFile,
        () => undefined,
      );
    },
    [info, sections, route.events, showEvents, showStats, visible],
  );

  const nothing = !showStats && !showEvents;
  const toggle = (on: boolean, set: (v: boolean) => void, label: string, icon: React.ReactNode, testId: string) => (
    <Button
      size="small"
      type={on ? 'primary' : 'default'}
      icon={icon}
      aria-pressed={on}
      onClick={() => set(!on)}
      data-testid={testId}
    >
      {label}
    </Button>
  );

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        background: 'var(--ant-color-bg-container, #fff)',
      }}
      data-testid="route-report"
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', flexWrap: 'wrap' }}>
        <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
          {t.header(info.regno, info.fd, info.td)}
        </Typography.Title>
        <Space size={4} wrap>
          {toggle(showStats, setShowStats, t.stats, <BarChartOutlined />, 'route-report-toggle-stats')}
          {toggle(showEvents, setShowEvents, t.eventsTable, <TableOutlined />, 'route-report-toggle-events')}
          <Button
            size="small"
            icon={<FileExcelOutlined />}
            disabled={nothing}
            onClick={() => exportTo('xlsx')}
            data-testid="route-report-excel"
          >
            {t.excel}
          </Button>
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            disabled={nothing}
            onClick={() => exportTo('pdf')}
            data-testid="route-report-pdf"
          >
            {t.pdf}
          </Button>
          <Tooltip title={t.close}>
            <Button
              size="small"
              icon={<CloseOutlined />}
              onClick={onClose}
              aria-label={t.close}
              data-testid="route-report-close"
            />
          </Tooltip>
        </Space>
      </div>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8, padding: '0 12px 12px' }}>
        {nothing && <Empty description={t.nothingShown} style={{ marginTop: 48 }} />}
        {showStats && (
          <div
            style={{ overflowY: 'auto', flex: showEvents ? '0 1 auto' : 1, maxHeight: showEvents ? '50%' : undefined }}
          >
            <ReportSectionsView sections={sections} />
          </div>
        )}
        {showEvents && (
          <div style={{ flex: 1, minHeight: 260 }}>
            <EventsTable
              route={route}
              filter={ALL_EVENTS}
              module="eventstable_raport"
              onEventSelect={noop as (e: RouteEvent) => void}
              onChanged={noop}
              onVisibleColumns={setVisible}
              readOnly
            />
          </div>
        )}
      </div>
    </div>
  );
}
