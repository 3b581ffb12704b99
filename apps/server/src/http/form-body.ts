import { MSG, fieldErrors } from '@namiar/domain';
import type { z } from 'zod';
import { BadRequestError } from './errors';

/**
 * Parses a form body (or query) or throws a 400 whose `err.global` is the first field's own
 * Polish message, so the web's central error toast (spec 1 §8) tells the user what was wrong
 * (e.g. the alarm description rule) instead of a generic text; the field messages ride along.
 */
export function parseFormBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0];
    throw new BadRequestError({ ...fields, global: first ?? MSG.badRequest });
  }
  return result.data;
}
