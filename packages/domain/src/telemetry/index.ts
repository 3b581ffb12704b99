export * from './position';
export * from './ranges';
