export { FuelInvoicesPage } from './FuelInvoicesPage';
export { FuelLossPage } from './FuelLossPage';
