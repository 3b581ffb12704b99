export { AlarmsPage } from './AlarmsPage';
