export { MonitorPage } from './MonitorPage';
