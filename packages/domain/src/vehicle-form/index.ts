export * from './fields';
export * from './lists';
export * from './calibration';
export * from './engine-settings';
export * from './form';
export * from './encode';
export * from './options';
export * from './api';
