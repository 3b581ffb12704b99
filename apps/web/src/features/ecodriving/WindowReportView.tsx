import { useMemo, useState } from 'react';
import { Alert } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { EcoChart, XModeChooser } from './EcoChart';
import { EcoGrid } from './EcoGrid';
import { EcoStatsPanel } from './EcoStatsPanel';
import { simpleStats, type EcoReport, type EcoXMode } from './ecoModel';
import type { useEcoExport } from './useEcoExport';

/**
 * report1 and report15 (spec 2 §2.5): simple statistics, the 1- or 15-minute grid (widget
 * height 350, spec 2 §9) and the chart (300).
 */
export function WindowReportView({
  report,
  exporter,
}: {
  report: EcoReport;
  exporter: ReturnType<typeof useEcoExport>;
}) {
  const stats = useMemo(() => simpleStats(report), [report]);
  const [mode, setMode] = useState<EcoXMode>('time');
  return (
    <div className="eco-window-view" data-testid={`eco-view-${report.type}`}>
      <EcoStatsPanel rows={stats} wide />
      {!report.answer.info.has_energy && <Alert type="info" showIcon title={pl.eco.noEnergy} />}
      <div className="eco-widget eco-widget-grid">
        <EcoGrid
          type={report.type}
          rows={report.rows}
          onVisibleColumns={exporter.onVisibleColumns}
          onApiReady={exporter.onApiReady}
        />
      </div>
      <div className="eco-widget eco-widget-chart">
        <div className="eco-widget-bar">
          <XModeChooser value={mode} onChange={setMode} />
        </div>
        <EcoChart report={report} mode={mode} />
      </div>
    </div>
  );
}
