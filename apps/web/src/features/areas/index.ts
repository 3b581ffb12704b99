export { PoiListPage, BaseListPage } from './AreaListPages';
export { PoiEditPage, BaseEditPage } from './AreaEditPage';
