export { IdentifiersListPage } from './IdentifiersListPage';
export { IdentifierEditPage } from './IdentifierEditPage';
