/**
 * Where the monitor's alarm and reminders windows open and how tall they may grow, from the
 * map's rectangle (issue 13 §3): together they never cover more than a third of the map, so
 * the vehicles stay in sight at 1280×720. The alarm window keeps the spec's 600 px width and
 * x 250 / y 100 (spec 1 §2.8) where the window leaves room (its whole area counts against the
 * map's third, also the part over the list); the reminders window sits at the map's right
 * edge below the map's buttons.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Frame {
  x: number;
  y: number;
  width: number;
  /** The whole window's height limit (title bar, body and footer). */
  maxHeight: number;
}

const ALARM_WIDTH = 600;
const ALARM_AT = { x: 250, y: 100 };
const REMINDERS_WIDTH = 360;
/** Below the map's own buttons (layer menu, locks) at its top right. */
const REMINDERS_TOP_GAP = 60;
const GAP = 12;
/** The share of the map both windows may cover together. */
export const MAP_SHARE = 1 / 3;

export function windowFrames(
  map: Rect,
  open: { alarms: boolean; reminders: boolean },
): { alarms: Frame; reminders: Frame } {
  const budget = map.width * map.height * MAP_SHARE;
  // Both open: the alarms (a table) take two thirds of the budget, the reminder cards one.
  const alarmShare = open.alarms && open.reminders ? (budget * 2) / 3 : budget;
  const reminderShare = open.alarms && open.reminders ? budget / 3 : budget;

  const alarmWidth = Math.min(ALARM_WIDTH, Math.max(0, map.width - 2 * GAP));
  const alarmX = Math.max(0, Math.min(ALARM_AT.x, map.x + map.width - alarmWidth - GAP));
  const alarmY = ALARM_AT.y;
  const alarms = {
    x: alarmX,
    y: alarmY,
    width: alarmWidth,
    maxHeight: Math.floor(Math.min(alarmShare / Math.max(alarmWidth, 1), map.y + map.height - alarmY - GAP)),
  };

  const remindersWidth = Math.min(REMINDERS_WIDTH, Math.max(0, map.width - 2 * GAP));
  const remindersY = map.y + REMINDERS_TOP_GAP;
  const reminders = {
    x: map.x + map.width - remindersWidth - GAP,
    y: remindersY,
    width: remindersWidth,
    maxHeight: Math.floor(Math.min(reminderShare / Math.max(remindersWidth, 1), map.y + map.height - remindersY - GAP)),
  };
  return { alarms, reminders };
}
