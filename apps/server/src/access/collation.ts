/** Polish alphabetical order for lists people read (choosers, selects, report objects). */
export const collator = new Intl.Collator('pl', { numeric: true });
