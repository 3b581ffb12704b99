import { z } from 'zod';
import { parseNumberText, type NumberRule } from './number-text';

/**
 * A number field of a form-encoded body, read by THE rule (number-text.ts) in strict mode: ''
 * or absent is null; '250,7' for a whole number is refused with a Polish message (never stored
 * as 2507 or 251). `message` replaces the rule's own words where a schema has the spec's text.
 */
export function formNumberField(rule: NumberRule, message?: string) {
  return z
    .union([z.string({ error: message }), z.number({ error: message }), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return null;
      const parsed = parseNumberText(typeof v === 'number' ? numberWire(v) : v, rule, 'strict');
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: message ?? parsed.message });
        return z.NEVER;
      }
      return parsed.value;
    });
}

/** A JSON number as the text rule reads it (NaN and Infinity are refused by the rule). */
function numberWire(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  const text = String(n);
  return /e/i.test(text) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}
