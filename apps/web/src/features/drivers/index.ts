export { DriversListPage } from './DriversListPage';
export { DriverEditPage } from './DriverEditPage';
