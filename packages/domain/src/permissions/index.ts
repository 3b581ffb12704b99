export * from './catalog';
export * from './menu';
export * from './routes';
export * from './user-modules';
