/** Placeholder: the floating alarm window (owned by the alarm window work). */
export function AlarmWindow() {
  return null;
}
