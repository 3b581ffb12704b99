export * from './ordered-power';
export * from './schemas';
