import { ApiError } from '../api/api';

/**
 * The field messages of a refused save (the err envelope: `{ err: { global?, <field>: text } }`),
 * split into the fields the form knows (shown next to them) and the rest (shown in the alert).
 * Pure, so the rule is tested without a browser.
 */
export interface SaveRefusal {
  fields: { name: (string | number)[]; errors: string[] }[];
  /** The alert's text: the server's global message, or the fields the form does not show. */
  alert: string | null;
}

/** A field path of the envelope ('inputs.2.min_duration') as the form's name path. */
function namePath(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function saveRefusal(answer: unknown, known: (name: (string | number)[]) => boolean): SaveRefusal {
  const err = (answer as { err?: unknown } | undefined)?.err;
  if (!err || typeof err !== 'object') return { fields: [], alert: null };
  const fields: SaveRefusal['fields'] = [];
  const unknown: string[] = [];
  let global: string | null = null;
  for (const [key, value] of Object.entries(err as Record<string, unknown>)) {
    if (typeof value !== 'string' || value === '' || key === 'code') continue;
    if (key === 'global') global = value;
    else if (known(namePath(key))) fields.push({ name: namePath(key), errors: [value] });
    else unknown.push(value);
  }
  const alert = [global, ...unknown].filter((t): t is string => t !== null);
  return { fields, alert: alert.length > 0 ? [...new Set(alert)].join(' ') : null };
}

/** The answer of a refused call, when the server sent one. */
export function answerOf(e: unknown): unknown {
  return e instanceof ApiError && e.failure === 'answer' ? e.answer : undefined;
}
