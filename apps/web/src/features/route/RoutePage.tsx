import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Spin, Tabs, Typography } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { usePageTitle } from '../../app/pages/usePageTitle';
import { pl } from '../../i18n/pl';
import { RouteDialog } from './RouteDialog';
import { RouteRequestView } from './RouteRequestView';
import { type RouteFormErrors, type RouteFormValues, type RouteRequest, validateRouteForm } from './routeForm';
import { parseDate } from './routePeriods';
import { readRouteQuery, resolvePrefill } from './routePrefill';
import { removeReportToRoute, writeRouteForm } from './routeStorage';
import { useRouteVehicles } from './useRouteVehicles';

const t = pl.monitRoute;

interface RouteTab {
  key: string;
  request: RouteRequest;
}

interface DialogState {
  /** A new value mounts a fresh dialog, so each opening starts from its prefill. */
  seq: number;
  open: boolean;
  values: RouteFormValues;
  errors?: RouteFormErrors;
}

const tabKey = (r: { vid: number; from_date: string; to_date: string }) => `${r.vid}|${r.from_date}|${r.to_date}`;
const queryOf = (r: RouteRequest) => ({ vid: String(r.vid), from_date: r.from_date, to_date: r.to_date });

/** A complete, well-formed route query: the route is opened without showing the dialog. */
function completeQuery(search: URLSearchParams) {
  const q = readRouteQuery(search);
  if (q.vid === null || !parseDate(q.from_date) || !parseDate(q.to_date)) return null;
  return { vid: q.vid, from_date: q.from_date!, to_date: q.to_date! };
}

/**
 * The route screen (/route). For now it creates routes: the dialog 'Tworzenie trasy', and one
 * closable tab per accepted route (spec 2 §2.1) stating the request; the replay itself comes
 * with the route viewer. A complete query (vid, from_date, to_date) is accepted by itself.
 */
export function RoutePage() {
  usePageTitle(pl.screens.route);
  const [search, setSearch] = useSearchParams();
  const vehicles = useRouteVehicles();
  const [initial] = useState(() => resolvePrefill(search, localStorage, dayjs()));
  const [dialog, setDialog] = useState<DialogState>({ seq: 1, open: !initial.autoAccept, values: initial.values });
  const [tabs, setTabs] = useState<RouteTab[]>([]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  /** A query route waiting for the vehicle list before it is validated and accepted. */
  const [autoTarget, setAutoTarget] = useState<RouteFormValues | null>(null);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  // The report handoff is used once (spec 1 §2.7): removed after it has filled the dialog.
  useEffect(() => {
    if (initial.source === 'reportToRoute') removeReportToRoute(localStorage);
  }, [initial.source]);

  function accept(request: RouteRequest, values: RouteFormValues) {
    writeRouteForm(localStorage, values);
    const key = tabKey(request);
    setTabs((list) => (list.some((tab) => tab.key === key) ? list : [...list, { key, request }]));
    setActiveKey(key);
    // The address names the shown route, so it can be copied, reloaded or opened in a new tab.
    setSearch(queryOf(request), { replace: true });
    setDialog((d) => ({ ...d, open: false }));
  }

  // A complete query (first load, or a link followed while this screen is open) opens its route;
  // one already open in a tab is only brought forward.
  const searchKey = search.toString();
  useEffect(() => {
    const q = completeQuery(new URLSearchParams(searchKey));
    if (!q) return;
    const key = tabKey(q);
    if (tabsRef.current.some((tab) => tab.key === key)) setActiveKey(key);
    else setAutoTarget(resolvePrefill(new URLSearchParams(searchKey), localStorage, dayjs()).values);
  }, [searchKey]);

  useEffect(() => {
    if (!autoTarget || vehicles.loading) return;
    setAutoTarget(null);
    const check = validateRouteForm(autoTarget, vehicles.ids);
    if (check.ok) accept(check.request, autoTarget);
    else setDialog((d) => ({ seq: d.seq + 1, open: true, values: autoTarget, errors: check.errors }));
    // `accept` is left out of the dependencies: it only uses setters and storage, and a
    // re-run for its new identity on each render would accept the same route twice.
  }, [autoTarget, vehicles.loading, vehicles.ids]);

  function openDialog() {
    const prefill = resolvePrefill(search, localStorage, dayjs());
    if (prefill.source === 'reportToRoute') removeReportToRoute(localStorage);
    setDialog((d) => ({ seq: d.seq + 1, open: true, values: prefill.values }));
  }

  function activate(key: string | null, list: RouteTab[]) {
    setActiveKey(key);
    const tab = list.find((x) => x.key === key);
    setSearch(tab ? queryOf(tab.request) : {}, { replace: true });
  }

  function closeTab(key: string) {
    const rest = tabs.filter((tab) => tab.key !== key);
    setTabs(rest);
    if (key === activeKey) activate(rest.length > 0 ? rest[rest.length - 1].key : null, rest);
  }

  const regnoOf = (vid: number) => vehicles.byId.get(vid)?.name ?? `#${vid}`;
  const waiting = autoTarget !== null && vehicles.loading;

  return (
    <div className="page route-page" data-testid="route-page">
      <header className="page-header route-page-header">
        <Typography.Title level={3} className="page-title" data-testid="page-title">
          {pl.screens.route}
        </Typography.Title>
        <Button icon={<FolderOpenOutlined />} onClick={openDialog} data-testid="route-open-dialog">
          {t.loadRoute}
        </Button>
      </header>
      {waiting ? (
        <div className="route-page-waiting" data-testid="route-waiting">
          <Spin />
          <span>{t.vehiclesLoading}</span>
        </div>
      ) : tabs.length === 0 ? (
        <Empty description={t.noRoute} data-testid="route-empty">
          <Button type="primary" onClick={openDialog} data-testid="route-empty-load">
            {t.loadRoute}
          </Button>
        </Empty>
      ) : (
        <Tabs
          type="editable-card"
          hideAdd
          activeKey={activeKey ?? undefined}
          onChange={(key) => activate(key, tabs)}
          onEdit={(key, action) => action === 'remove' && typeof key === 'string' && closeTab(key)}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: <span data-testid="route-tab">{regnoOf(tab.request.vid)}</span>,
            closable: true,
            children: <RouteRequestView request={tab.request} regno={regnoOf(tab.request.vid)} />,
          }))}
        />
      )}
      <RouteDialog
        key={dialog.seq}
        open={dialog.open}
        initialValues={dialog.values}
        initialErrors={dialog.errors}
        vehicles={vehicles}
        onAccept={accept}
        onCancel={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
