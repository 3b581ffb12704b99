export { VehiclesListPage } from './VehiclesListPage';
export { VehicleEditPage } from './VehicleEditPage';
