import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { LoginPage } from '../features/login';
import { MonitorPage } from '../features/monitor';
import { AppLayout } from './layout/AppLayout';
import { LogoutPage } from './pages/LogoutPage';

/**
 * The route table of spec 1 §2.1. Every screen but /login is a child of the home parent
 * (guard + layout); /logout is let through the guard; the root and unknown paths go to /monit.
 */
const homeChildren: RouteObject[] = [
  { index: true, element: <Navigate to="/monit" replace /> },
  { path: 'monit', element: <MonitorPage /> },
  // The route viewer (AG Grid, charts, exports) is loaded when first opened: the monitor, where
  // operators start, does not wait for it.
  { path: 'route', lazy: async () => ({ Component: (await import('../features/route')).RoutePage }) },
  { path: 'reports', lazy: async () => ({ Component: (await import('../features/reports')).ReportsPage }) },
  { path: 'alarms', lazy: async () => ({ Component: (await import('../features/alarms')).AlarmsPage }) },
  { path: 'vehicles', lazy: async () => ({ Component: (await import('../features/vehicles')).VehiclesListPage }) },
  {
    path: 'vehicles/:id',
    lazy: async () => ({ Component: (await import('../features/vehicles')).VehicleEditPage }),
  },
  { path: 'drivers', lazy: async () => ({ Component: (await import('../features/drivers')).DriversListPage }) },
  { path: 'drivers/:id', lazy: async () => ({ Component: (await import('../features/drivers')).DriverEditPage }) },
  { path: 'poi', lazy: async () => ({ Component: (await import('../features/areas')).PoiListPage }) },
  { path: 'poi/:id', lazy: async () => ({ Component: (await import('../features/areas')).PoiEditPage }) },
  { path: 'base', lazy: async () => ({ Component: (await import('../features/areas')).BaseListPage }) },
  { path: 'base/:id', lazy: async () => ({ Component: (await import('../features/areas')).BaseEditPage }) },
  { path: 'ids', lazy: async () => ({ Component: (await import('../features/identifiers')).IdentifiersListPage }) },
  { path: 'ids/:id', lazy: async () => ({ Component: (await import('../features/identifiers')).IdentifierEditPage }) },
  { path: 'reminders', lazy: async () => ({ Component: (await import('../features/reminders')).RemindersListPage }) },
  {
    path: 'reminders/:id',
    lazy: async () => ({ Component: (await import('../features/reminders')).ReminderEditPage }),
  },
  { path: 'gprsconfig', lazy: async () => ({ Component: (await import('../features/gprsconfig')).GprsConfigPage }) },
  { path: 'fuelinvoices', lazy: async () => ({ Component: (await import('../features/fuel')).FuelInvoicesPage }) },
  { path: 'fuelloss', lazy: async () => ({ Component: (await import('../features/fuel')).FuelLossPage }) },
  {
    path: 'inspections/:type',
    lazy: async () => ({ Component: (await import('../features/inspections')).InspectionsListPage }),
  },
  {
    path: 'inspections/:type/id/:id/:done',
    lazy: async () => ({ Component: (await import('../features/inspections')).InspectionEditPage }),
  },
  {
    path: 'inspections/:type/perform/:iid?/:vehicle_code?/:inspection_status_id?',
    lazy: async () => ({ Component: (await import('../features/inspections')).InspectionPerformPage }),
  },
  { path: 'users', lazy: async () => ({ Component: (await import('../features/users')).UsersListPage }) },
  { path: 'users/:id', lazy: async () => ({ Component: (await import('../features/users')).UserEditPage }) },
  { path: 'sms', lazy: async () => ({ Component: (await import('../features/sms')).SmsPage }) },
  { path: 'sms/send', lazy: async () => ({ Component: (await import('../features/sms')).SmsSendPage }) },
  { path: 'ctables', lazy: async () => ({ Component: (await import('../features/ctables')).CtablesPage }) },
  { path: 'counters', lazy: async () => ({ Component: (await import('../features/counters')).CountersListPage }) },
  { path: 'counters/:id', lazy: async () => ({ Component: (await import('../features/counters')).CounterEditPage }) },
  {
    path: 'ecodriving/:type',
    lazy: async () => ({ Component: (await import('../features/ecodriving')).EcodrivingPage }),
  },
  {
    path: 'powerorder',
    lazy: async () => ({ Component: (await import('../features/powerorder')).PowerOrderListPage }),
  },
  {
    path: 'powerorder/:id',
    lazy: async () => ({ Component: (await import('../features/powerorder')).PowerOrderEditPage }),
  },
  { path: '*', element: <Navigate to="/monit" replace /> },
];

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/', element: <AppLayout />, children: homeChildren },
];
