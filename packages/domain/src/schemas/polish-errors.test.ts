import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages';
import { fieldErrors } from '.';

const ENGLISH = /invalid|expected|received|too (big|small)|unrecognized|must/i;

describe('Polish fallback texts of validation', () => {
  const schema = z.object({
    name: z.string(),
    count: z.number().int().max(5),
    tags: z.array(z.string()).max(2),
    mail: z.email(),
    own: z.string().min(3, { error: 'Własny komunikat' }),
  });

  it('words every issue a schema leaves unworded in Polish, keeping a schema’s own text', () => {
    const r = schema.safeParse({ count: 7, tags: ['a', 'b', 'c'], mail: 'nie-mail', own: 'x' });
    expect(r.success).toBe(false);
    const fields = fieldErrors(r.error!);
    expect(fields).toEqual({
      name: MSG.required,
      count: MSG.tooBig('5'),
      tags: MSG.tooManyItems(2),
      mail: MSG.invalidFormat,
      own: 'Własny komunikat',
    });
  });

  it('answers a body that is not an object with the request-level text', () => {
    for (const body of [[1, 2], 'tekst', 5, null]) {
      const r = schema.safeParse(body);
      expect(fieldErrors(r.error!)).toEqual({ global: MSG.badRequest });
    }
  });

  it('never falls back to English for a wrong type, a strict object or a union', () => {
    const strict = z.strictObject({ a: z.union([z.number(), z.boolean()]) });
    const r = strict.safeParse({ a: 'x', b: 1 });
    const texts = Object.values(fieldErrors(r.error!));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(ENGLISH);
  });
});
