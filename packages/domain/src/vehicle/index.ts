export * from './status';
export * from './age';
export * from './signals';
export * from './thermometer';
export * from './sort';
export * from './device-id';
