export { CtablesPage } from './CtablesPage';
