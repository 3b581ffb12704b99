export * from './number-text';
export * from './number-field';
