export { PowerOrderListPage } from './PowerOrderListPage';
export { PowerOrderEditPage } from './PowerOrderEditPage';
