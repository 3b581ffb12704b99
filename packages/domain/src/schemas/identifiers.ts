import { z } from 'zod';
import { formBoolean } from './index';
import { formRecordId } from './drivers';

/**
 * Driver identifiers (spec 3 §2.5, §3.6, §7 'Identifiers'): iButton keys, RFID and tachograph
 * cards, registered by the number the device reports. Who held one when is the identifier's
 * history, edited in the drivers' 'Identyfikator' tab and shown here read-only.
 */
export const IDENTIFIER_MSG = {
  numberRequired: 'Numer identyfikatora jest wymagany.',
  numberFormat:
    'Numer identyfikatora może zawierać tylko litery, cyfry, kropkę, podkreślenie i myślnik (najwyżej 64 znaki).',
  numberTaken: 'Identyfikator o tym numerze już istnieje.',
  notFound: 'Nie znaleziono identyfikatora.',
  deleteHeld:
    'Identyfikatora, który był przypisany do kierowcy, nie można usunąć: jego historia nazywa kierowców na trasach. ' +
    'Zakończ przypisanie w karcie kierowcy (data do) albo oznacz je jako nieaktywne.',
} as const;

/** An identifier's number as devices print it: hex keys, card numbers, phone-app ids. */
export const IDENTIFIER_NUMBER = /^[0-9A-Za-z._-]{1,64}$/;

/** `POST /app/ids/save`. */
export const identifierSaveBody = z.object({
  iid: formRecordId(IDENTIFIER_MSG.notFound),
  identification_no: z
    .string({ error: IDENTIFIER_MSG.numberRequired })
    .max(256, { error: IDENTIFIER_MSG.numberFormat })
    .transform((v, ctx) => {
      const text = v.trim();
      if (text === '') ctx.addIssue({ code: 'custom', message: IDENTIFIER_MSG.numberRequired });
      else if (!IDENTIFIER_NUMBER.test(text)) ctx.addIssue({ code: 'custom', message: IDENTIFIER_MSG.numberFormat });
      return text;
    }),
});
export type IdentifierSaveBody = z.infer<typeof identifierSaveBody>;

export const identifierListBody = z.object({ gridSchema: formBoolean });
export const identifierDetailsBody = z.object({ iid: formRecordId(IDENTIFIER_MSG.notFound) });
export const identifierDeleteBody = z.object({ iid: formRecordId(IDENTIFIER_MSG.notFound) });

/** A row of `/app/ids`: the identifier and who holds it now. */
export interface IdentifierRow {
  iid: number;
  identification_no: string;
  driver_name: string | null;
  from_date: string | null;
  to_date: string | null;
}

/** One assignment of the identifier (tab history, read-only). */
export interface IdentifierHistoryItem {
  code: string;
  driver_name: string;
  from_date: string | null;
  to_date: string | null;
  /** The driver's status (Zatrudniony, Urlop, ...). */
  driver_status: string;
  /** The assignment counts (an inactive one names nobody). */
  active: boolean;
}

export interface IdentifierDetailsAnswer {
  ids: { iid: number; identification_no: string };
  driver_history: IdentifierHistoryItem[];
}
