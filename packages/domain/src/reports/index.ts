/** Pure parts of the reports (spec 2 §2.2, §3.3); the server reads stored route days into them. */
export * from './columns';
export * from './days';
export * from './daily';
export * from './km-counters';
export * from './drive';
export * from './fuel-places';
export * from './people-gprs';
