import { z } from 'zod';
import { formBoolean } from '../schemas/index';
import { formRecordId } from '../schemas/drivers';
import { POWER_MSG, parsePowerString, type PowerYear } from './ordered-power';

/** `POST /app/powerorder/save` (spec 3 §3.14): the vehicle and its cards as the '|'/'^' string. */
export const powerOrderSaveBody = z.object({
  vid: formRecordId(POWER_MSG.notFound),
  power: z
    .string({ error: POWER_MSG.format })
    .max(20_000, { error: POWER_MSG.format })
    .optional()
    .transform((v, ctx) => {
      const { years, issues } = parsePowerString(v ?? '');
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return years;
    }),
});
export type PowerOrderSaveBody = z.infer<typeof powerOrderSaveBody>;

export const powerOrderListBody = z.object({ gridSchema: formBoolean });
export const powerOrderDetailsBody = z.object({ vid: formRecordId(POWER_MSG.notFound) });
export const powerOrderDeleteBody = z.object({ vid: formRecordId(POWER_MSG.notFound) });

/** A row of `/app/powerorder`: a vehicle, its years and this month's ordered power. */
export interface PowerOrderRow {
  vid: number;
  reg_no: string;
  years: string;
  power_now: number | null;
}

export interface PowerOrderDetailsAnswer {
  powerorder: {
    vid: number;
    reg_no: string;
    power: PowerYear[];
    /** The year input's value: the next year to add. */
    year: number;
  };
  powerorder_statuses: { value: number; text: string }[];
  /** The vehicles the user may give ordered power to (a new order chooses one). */
  vehicles: { vid: number; reg_no: string }[];
}
