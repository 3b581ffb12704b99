import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Button, Empty, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import type { EcoType } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import type { RouteFormValues, RouteRequest } from '../../kit/period/routeForm';
import { resolvePrefill } from '../../kit/period/routePrefill';
import { removeReportToRoute, writeRouteForm } from '../../kit/period/routeStorage';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { EcoDialog } from './EcoDialog';
import { EcoToolbar } from './EcoToolbar';
import { TransgressionView } from './TransgressionView';
import { WindowReportView } from './WindowReportView';
import { isEcoType } from './ecoModel';
import { loadEco, type EcoLoadResult } from './ecoLoad';
import { useEcoExport } from './useEcoExport';
import { useEcoVehicles } from './useEcoVehicles';
import './ecodriving.css';

const t = pl.eco;
const TITLES: Record<EcoType, string> = {
  transgression: pl.screens.ecoTransgression,
  report1: pl.screens.ecoReport1,
  report15: pl.screens.ecoReport15,
};

/** /ecodriving/{type}: a fresh screen per type, so the dialog opens again when the type changes (spec 2 §2.5). */
export function EcodrivingPage() {
  const { type } = useParams();
  if (!isEcoType(type)) return <Navigate to="/monit" replace />;
  return <EcoScreen key={type} type={type} />;
}

type ScreenState = { status: 'idle' } | { status: 'loading' } | EcoLoadResult;

function EcoScreen({ type }: { type: EcoType }) {
  usePageTitle(TITLES[type]);
  const [search] = useSearchParams();
  const vehicles = useEcoVehicles();
  // Prefill order (spec 2 §2.5): query (accepted at once) → report-to-route handover (read
  // once, deleted) → last used form → today.
  const [prefill] = useState(() => resolvePrefill(search, localStorage, dayjs()));
  const [form, setForm] = useState<RouteFormValues>(prefill.values);
  const [dialog, setDialog] = useState(!prefill.autoAccept);
  const [state, setState] = useState<ScreenState>({ status: 'idle' });
  const [showChart, setShowChart] = useState(true);
  const [showGrid, setShowGrid] = useState(true);
  const report = state.status === 'ok' ? state.report : null;
  const exporter = useEcoExport(report);
  const seq = useRef(0);

  const load = useCallback(
    async (request: Pick<RouteRequest, 'vid' | 'from_date' | 'to_date'>) => {
      const mine = ++seq.current;
      setState({ status: 'loading' });
      const body = { id: request.vid, from_date: request.from_date, to_date: request.to_date };
      const result = await withLoader(t.loading, (signal) => loadEco(type, body, signal), { cancellable: true });
      if (mine === seq.current) setState(result);
    },
    [type],
  );

  useEffect(() => {
    if (prefill.source === 'reportToRoute') removeReportToRoute(localStorage);
    if (prefill.autoAccept && prefill.values.vid !== null) void load({ ...prefill.values, vid: prefill.values.vid });
  }, [prefill, load]);

  const onAccept = (request: RouteRequest, values: RouteFormValues) => {
    setDialog(false);
    setForm(values);
    writeRouteForm(localStorage, values);
    void load(request);
  };

  return (
    <div className="eco-page" data-testid="eco-page" data-type={type} data-state={state.status}>
      <div className="eco-head">
        <Typography.Title level={4} className="eco-title">
          {TITLES[type]}
        </Typography.Title>
        {(state.status === 'ok' || state.status === 'empty') && (
          <span className="eco-subtitle" data-testid="eco-subtitle">
            {state.report.answer.info.regno} · {state.report.answer.info.fd} – {state.report.answer.info.td}
          </span>
        )}
      </div>
      <EcoToolbar
        type={type}
        onCreate={() => setDialog(true)}
        showChart={showChart}
        showGrid={showGrid}
        onShowChart={setShowChart}
        onShowGrid={setShowGrid}
        canExport={report !== null && report.rows.length > 0 && (type !== 'transgression' || showGrid)}
        onExport={(kind) => void exporter.run(kind)}
      />
      <div className="eco-body">
        {state.status === 'ok' &&
          (type === 'transgression' ? (
            <TransgressionView report={state.report} showChart={showChart} showGrid={showGrid} exporter={exporter} />
          ) : (
            <WindowReportView report={state.report} exporter={exporter} />
          ))}
        {state.status === 'empty' && (
          <Empty className="eco-state" description={t.empty} data-testid="eco-empty">
            <Typography.Text type="secondary">{t.emptyHint}</Typography.Text>
          </Empty>
        )}
        {state.status === 'error' && (
          <Result
            className="eco-state"
            status="warning"
            title={t.error}
            data-testid="eco-error"
            extra={<Button onClick={() => setDialog(true)}>{t.createReport}</Button>}
          />
        )}
        {(state.status === 'idle' || state.status === 'cancelled') && (
          <Empty className="eco-state" description={t.noReport} data-testid="eco-idle">
            <Button type="primary" onClick={() => setDialog(true)}>
              {t.createReport}
            </Button>
          </Empty>
        )}
      </div>
      {dialog && (
        <EcoDialog
          title={TITLES[type]}
          initialValues={form}
          vehicles={vehicles}
          onAccept={onAccept}
          onCancel={() => setDialog(false)}
        />
      )}
    </div>
  );
}
