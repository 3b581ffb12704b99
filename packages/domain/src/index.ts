export * from './permissions';
export * from './settings';
export * from './events';
export * from './messages';
export * from './time';
export * from './schemas';
export * from './api';
export * from './telemetry';
