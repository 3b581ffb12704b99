/** The holder's display name: 'Imię Nazwisko'. */
export const driverDisplayName = (first: string | null, last: string | null) =>
  [first, last].filter((s) => s && s.trim()).join(' ') || null;

/** Identifier codes compare without case or surrounding spaces (devices print hex either way). */
export const codeKey = (code: string) => code.trim().toUpperCase();
