/** Placeholder: the reminders window (owned by the alarm window work). */
export function RemindersWindow() {
  return null;
}
