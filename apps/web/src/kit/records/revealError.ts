/**
 * Shows the first field with an error of a record form (spec 3 §5: field messages next to the
 * fields). The editors keep every tab mounted, so a refused field may sit on a tab the user is
 * not looking at — the toast 'Uzupełnij poprawnie dane' alone would not say where. Each tab pane
 * around the field (the editor's left tab, then e.g. an alarm sub-tab) is opened by clicking
 * its tab, as the user would, so the module's own tab handlers run too (a map stops drawing).
 */

const ERROR_ITEM = '.ant-form-item-has-error';
/** Tab panes by their role (antd's class names of a pane differ between versions). */
const PANE = '[role="tabpanel"]';
/** How often and how long to look for the error state, which is rendered after the form store has it. */
const RETRY_MS = 50;
const TRIES = 40;

/** The tab button of a tab pane (antd links them by id: '<tabs>-panel-<key>' / '<tabs>-tab-<key>'). */
function tabOf(pane: Element): HTMLElement | null {
  const id = pane.getAttribute('aria-labelledby') ?? pane.id.replace('-panel-', '-tab-');
  return id ? document.getElementById(id) : null;
}

/** Opens the tabs holding `field`, outermost first. */
export function openTabsOf(field: Element, root: Element): void {
  const panes: Element[] = [];
  for (let p = field.closest(PANE); p && root.contains(p); p = p.parentElement?.closest(PANE) ?? null) panes.unshift(p);
  for (const pane of panes) if (pane.getAttribute('aria-hidden') === 'true') tabOf(pane)?.click();
}

/** Once the form has rendered its error state: opens the first erroneous field's tabs and scrolls to it. */
export function revealFirstError(root: HTMLElement | null, tries = TRIES): void {
  if (!root || tries <= 0) return;
  const field = root.querySelector(ERROR_ITEM);
  if (!field) {
    setTimeout(() => revealFirstError(root, tries - 1), RETRY_MS);
    return;
  }
  openTabsOf(field, root);
  requestAnimationFrame(() => field.scrollIntoView({ block: 'center' }));
}
