export * from './answer';
export * from './records';
export * from './counter-steps';
export * from './derive';
export * from './windows';
export * from './stats';
export * from './build';
export * from './zone-minutes';
