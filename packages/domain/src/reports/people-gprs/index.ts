/** Pure parts of the people and GPRS reports (docs/reports-people-gprs.md). */
export * from './identifiers';
export * from './staffing';
export * from './gprs-connections';
export * from './gprs-logs';
export { kmOf as peopleKm } from './common';
