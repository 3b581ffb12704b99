import { z } from 'zod';
import { ALARM_ACCEPT_MAX, MONIT_MSG, alarmDescription, alarmsListBody, formIdList } from '@namiar/domain';

/** Messages of the alarms screen's own calls (the shared ones are in MONIT_MSG). */
export const ALARMS_MSG = {
  cursor: 'Nieprawidłowa pozycja archiwum alarmów. Odśwież listę alarmów.',
} as const;

/**
 * Where the archive goes on: '<start in epoch ms>:<id>' of the last row shown. The next page
 * holds the accepted alarms after that one in the archive's order (start, then id, newest
 * first), so paging back never skips nor repeats a row whatever the page size.
 */
const archiveCursor = z
  .string({ error: ALARMS_MSG.cursor })
  .trim()
  .regex(/^(\d{1,15}:\d{1,10})?$/, { error: ALARMS_MSG.cursor })
  .transform((text) => {
    if (text === '') return undefined;
    const [time, id] = text.split(':').map(Number);
    return { time, id };
  });

/** `/alarms` with the archive's paging: `cursor` (optional) continues where the last page ended. */
export const alarmsScreenListBody = alarmsListBody.extend({
  cursor: archiveCursor.optional(),
});

const alarmIds = formIdList('|', MONIT_MSG.alarmList, ALARM_ACCEPT_MAX).refine((ids) => ids.length > 0, {
  error: MONIT_MSG.alarmList,
});

/** `/alarms/delete/`: one id or ids joined by '|' (spec 2 §7). */
export const alarmsDeleteBody = z.object({ alarms: alarmIds });

/** `/alarms/description/`: the alarms' new description, the accept dialog's rule (2–100 characters). */
export const alarmsDescriptionBody = z.object({ alarms: alarmIds, description: alarmDescription });
