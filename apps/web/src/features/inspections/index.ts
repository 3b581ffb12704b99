export { InspectionsListPage } from './InspectionsListPage';
export { InspectionEditPage } from './InspectionEditPage';
export { InspectionPerformPage } from './InspectionPerformPage';
