import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Spin, Tabs } from 'antd';
import dayjs from 'dayjs';
import { P } from '@namiar/domain';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { usePermissions } from '../../kit/session/sessionStore';
import { pl } from '../../kit/i18n/pl';
import '../../styles-route.css';
import { useEventFilters } from './EventFilterBar';
import { RouteDialog } from './RouteDialog';
import { RouteTabState } from './RouteTabState';
import { RouteToolbar } from './RouteToolbar';
import { RouteView } from './RouteView';
import { toRouteFilter } from './eventFilters';
import { routeKey } from './routeDecode';
import {
  type RouteFormErrors,
  type RouteFormValues,
  type RouteRequest,
  validateRouteForm,
} from '../../kit/period/routeForm';
import { loadRoute, ROUTE_ACCEPT_MARK } from './routeLoad';
import { parseDate } from '../../kit/period/periods';
import { readRouteQuery, resolvePrefill } from '../../kit/period/routePrefill';
import { removeReportToRoute, writeRouteForm } from '../../kit/period/routeStorage';
import { type RouteTabShell, useRouteStore, useRouteTabs } from './routeStore';
import { useRouteVehicles } from './useRouteVehicles';
import { useRouteWidgets } from './useRouteWidgets';

const t = pl.route;

interface DialogState {
  /** A new value mounts a fresh dialog, so each opening starts from its prefill. */
  seq: number;
  open: boolean;
  values: RouteFormValues;
  errors?: RouteFormErrors;
}

const queryOf = (r: RouteRequest) => ({ vid: String(r.vid), from_date: r.from_date, to_date: r.to_date });

/** A complete, well-formed route query: the route is opened without showing the dialog. */
function completeQuery(search: URLSearchParams) {
  const q = readRouteQuery(search);
  if (q.vid === null || !parseDate(q.from_date) || !parseDate(q.to_date)) return null;
  return { vid: q.vid, from_date: q.from_date!, to_date: q.to_date! };
}

const isReady = (tab: RouteTabShell): tab is RouteTabShell & { route: NonNullable<RouteTabShell['route']> } =>
  tab.route !== null;

/**
 * The route viewer (/route, spec 2 §2.1): the toolbar, one closable tab per open route named by
 * the registration number, and the dialog 'Tworzenie trasy' (spec 1 §2.7). A complete query
 * (vid, from_date, to_date) opens its route by itself; the address follows the active tab.
 */
export function RoutePage() {
  usePageTitle(pl.screens.route);
  const [search, setSearch] = useSearchParams();
  const vehicles = useRouteVehicles();
  const [initial] = useState(() => resolvePrefill(search, localStorage, dayjs()));
  const [dialog, setDialog] = useState<DialogState>({ seq: 1, open: !initial.autoAccept, values: initial.values });
  // Cursor moves and playback do not reach the page: only its route view follows them.
  const tabs = useRouteTabs();
  const activeKey = useRouteStore((s) => s.activeKey);
  const active = tabs.find((tab) => tab.key === activeKey) ?? null;
  /** A query route waiting for the vehicle list before it is validated and accepted. */
  const [autoTarget, setAutoTarget] = useState<RouteFormValues | null>(null);
  const filters = useEventFilters();
  const filter = useMemo(() => toRouteFilter(filters), [filters]);
  const widgets = useRouteWidgets();
  const canCharts = usePermissions().has(P.routeCharts);

  // The report handoff is used once (spec 1 §2.7): removed after it has filled the dialog.
  useEffect(() => {
    if (initial.source === 'reportToRoute') removeReportToRoute(localStorage);
  }, [initial.source]);

  // The address names the active route, so it can be copied, reloaded or opened in a new tab.
  const lastActive = useRef(activeKey);
  useEffect(() => {
    if (lastActive.current === activeKey) return;
    lastActive.current = activeKey;
    const tab = useRouteStore.getState().tabs.find((x) => x.key === activeKey);
    setSearch(tab ? queryOf(tab.request) : {}, { replace: true });
  }, [activeKey, setSearch]);

  function accept(request: RouteRequest, values: RouteFormValues) {
    // The moment a route is accepted, for the time to an interactive route (bench/route-browser.ts).
    performance.mark(ROUTE_ACCEPT_MARK);
    writeRouteForm(localStorage, values);
    setDialog((d) => ({ ...d, open: false }));
    void loadRoute(request);
  }

  // A complete query (first load, or a link followed while this screen is open) opens its route;
  // one already open in a tab is only brought forward.
  const searchKey = search.toString();
  useEffect(() => {
    const q = completeQuery(new URLSearchParams(searchKey));
    if (!q) return;
    const key = routeKey(q);
    if (useRouteStore.getState().tabs.some((tab) => tab.key === key)) useRouteStore.getState().activate(key);
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

  const regnoOf = (tab: RouteTabShell) =>
    tab.route?.info.regno ?? vehicles.byId.get(tab.request.vid)?.name ?? `#${tab.request.vid}`;
  const waiting = autoTarget !== null && vehicles.loading;
  // Reloading after an event edit shows the events as stored: no regeneration.
  const reload = (tab: RouteTabShell) => void loadRoute({ ...tab.request, regenerate: false });

  return (
    <div className="route-page" data-testid="route-page">
      <RouteToolbar
        tab={active}
        vehicles={vehicles}
        onOpenDialog={openDialog}
        onLoad={(request) => void loadRoute(request)}
        open={widgets.open}
        onToggle={widgets.toggle}
        canCharts={canCharts}
      />
      {waiting ? (
        <div className="route-page-waiting" data-testid="route-waiting">
          <Spin />
          <span>{pl.monitRoute.vehiclesLoading}</span>
        </div>
      ) : tabs.length === 0 ? (
        <Empty className="route-page-empty" description={t.noRoute} data-testid="route-empty">
          <Button type="primary" onClick={openDialog} data-testid="route-empty-load">
            {t.toolbar.load}
          </Button>
        </Empty>
      ) : (
        <Tabs
          className="route-tabs"
          type="editable-card"
          hideAdd
          size="small"
          activeKey={activeKey ?? undefined}
          onChange={(key) => useRouteStore.getState().activate(key)}
          onEdit={(key, action) =>
            action === 'remove' && typeof key === 'string' && useRouteStore.getState().close(key)
          }
          items={tabs.map((tab) => ({
            key: tab.key,
            label: <span data-testid="route-tab">{regnoOf(tab)}</span>,
            closable: true,
            children:
              isReady(tab) && tab.key === activeKey ? (
                <RouteView
                  tabKey={tab.key}
                  route={tab.route}
                  filter={filter}
                  widgets={widgets}
                  onReload={() => reload(tab)}
                />
              ) : isReady(tab) ? null : (
                <RouteTabState tab={tab} regno={regnoOf(tab)} onRetry={() => void loadRoute(tab.request)} />
              ),
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
