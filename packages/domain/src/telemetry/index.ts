export * from './position';
export * from './ranges';
export * from './record-time';
