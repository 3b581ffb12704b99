import { z } from 'zod';
import { MONIT_MSG, formDateTime, formId } from './monit';

/** Request body of the eco-driving reports (spec 2 §3.5, §7) with the Polish field messages. */
export const ECO_MSG = {
  vehicle: 'Wybierz pojazd.',
  vehicleNotFound: MONIT_MSG.vehicleNotFound,
  dateFormat: MONIT_MSG.dateFormat,
  rangeOrder: MONIT_MSG.rangeOrder,
  rangeTooLong: (days: number) => `Raport ecodriving może obejmować najwyżej ${days} dni. Wybierz krótszy zakres.`,
} as const;

/** The longest eco-driving range: 31 days (and an hour for a DST change). */
export const ECO_MAX_DAYS = 31;
export const ECO_MAX_MS = (ECO_MAX_DAYS * 24 + 1) * 3_600_000;

/** `POST /app/ecodriving/{type}`: id, from_date, to_date (company zone). */
export const ecoBody = z.object({
  // The union's own message covers an absent id (the dialog sent no vehicle).
  id: z.union([z.string(), z.number()], { error: ECO_MSG.vehicle }).pipe(formId(ECO_MSG.vehicle)),
  from_date: formDateTime,
  to_date: formDateTime,
});
export type EcoBody = z.infer<typeof ecoBody>;
