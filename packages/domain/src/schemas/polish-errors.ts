import { z } from 'zod';
import { MSG } from '../messages';

/**
 * Polish texts for every validation issue a schema does not word itself. Zod's own defaults
 * are English ('Invalid input: expected object, received array') and reached users through
 * err.global whenever a body had a shape no schema message covers (a JSON array instead of an
 * object, a number where a text was expected). A schema's own `error` still wins: this is only
 * the fallback (zod's precedence: schema, parse call, then this global map).
 */
export function polishIssueMessage(issue: z.core.$ZodRawIssue): string {
  const atRoot = !issue.path || issue.path.length === 0;
  switch (issue.code) {
    case 'invalid_type':
      if (atRoot) return MSG.badRequest;
      return issue.input === undefined ? MSG.required : MSG.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return MSG.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.tooManyItems(Number(issue.maximum));
      return MSG.tooBig(String(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return MSG.required;
      if (issue.origin === 'string') return MSG.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.tooFewItems(Number(issue.minimum));
      return MSG.tooSmall(String(issue.minimum));
    case 'unrecognized_keys':
      return MSG.unknownFields(issue.keys.join(', '));
    case 'invalid_format':
      return MSG.invalidFormat;
    default:
      return atRoot ? MSG.badRequest : MSG.invalidValue;
  }
}

z.config({ customError: polishIssueMessage });
