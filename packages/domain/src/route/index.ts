/** Pure derivations of the route viewer (spec 2 §2.1, §3.1); rules in docs/route.md. */
export * from './derive';
export * from './events';
export * from './report';
export * from './state-times';
export * from '../schemas/route';
export * from './pack';
export * from './chunk-codec';
export * from './chunk-build';
export * from './chunk-merge';
export * from './days';
export * from './event-stats';
