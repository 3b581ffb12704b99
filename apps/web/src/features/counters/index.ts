export { CountersListPage } from './CountersListPage';
export { CounterEditPage } from './CounterEditPage';
