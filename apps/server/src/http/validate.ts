import { MSG, fieldErrors } from '@namiar/domain';
import type { z } from 'zod';
import { BadRequestError } from './errors';

/** Parses a request body with its zod schema or throws a 400 carrying Polish field messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new BadRequestError({ global: MSG.badRequest, ...fieldErrors(result.error) });
  return result.data;
}
