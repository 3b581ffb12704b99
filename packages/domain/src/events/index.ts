/**
 * The event catalogue and the rules that depend only on an event's type (DESIGN §2 events/):
 * names (with the vehicle's input and output descriptions), value scaling and units.
 */
export * from './catalogue';
export * from './scaling';
export * from './units';
export * from './io-names';
