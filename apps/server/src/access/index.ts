/**
 * Who may see what, in one place (DESIGN §4): a user sees his company only, and within it the
 * vehicles, drivers and alarm types his lists allow. Every module asks these; none keeps its own.
 */
export { vehicleScope } from './vehicle-scope';
export { seesDriver, visibleDriverIds, type DriverScope } from './driver-scope';
export { visibleAlarmTypes } from './alarm-type-scope';
export { collator } from './collation';
