import type { CtablesForm } from './api';

/** Clear needs a vehicle or select-all, and a date or the whole period (spec 2 §5). */
export const canClear = (f: CtablesForm) => (f.selectAll || f.vid.length > 0) && (f.clearAll || f.start_date !== '');

/** Generate needs a vehicle or select-all (spec 2 §5). */
export const canGenerate = (f: CtablesForm) => f.selectAll || f.vid.length > 0;
