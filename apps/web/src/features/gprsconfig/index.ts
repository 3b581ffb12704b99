export { GprsConfigPage } from './GprsConfigPage';
