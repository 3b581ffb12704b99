export { EcodrivingPage } from './EcodrivingPage';
