import type { GridLayout, UiSettingsAnswer } from '@namiar/domain';
import { apiCall } from '../api/api';
import { parseStoredLayout } from './gridLayout';

/**
 * `POST /app/settings/ui` (spec 2 §7): a grid's column layout per module and user.
 * 'get' is quiet (a failure shows the default columns); 'set' and 'del' let the client show
 * err.global as an error alert (spec 2 §8).
 */

export async function fetchGridLayout(module: string, signal?: AbortSignal): Promise<GridLayout | null> {
  const answer = await apiCall<UiSettingsAnswer>('settings/ui', {
    method: 'POST',
    body: { module, command: 'get' },
    signal,
    silent: true,
  });
  return parseStoredLayout(answer.json);
}

export async function saveGridLayout(module: string, layout: GridLayout): Promise<GridLayout | null> {
  const answer = await apiCall<UiSettingsAnswer>('settings/ui', {
    method: 'POST',
    body: { module, command: 'set', json: JSON.stringify(layout) },
  });
  return parseStoredLayout(answer.json) ?? layout;
}

export async function deleteGridLayout(module: string): Promise<void> {
  await apiCall<UiSettingsAnswer>('settings/ui', { method: 'POST', body: { module, command: 'del' } });
}
