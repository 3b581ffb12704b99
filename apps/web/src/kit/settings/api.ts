import type { SettingsAnswer, SettingsDocument } from '@namiar/domain';
import { apiCall } from '../api/api';

/** GET /settings/: the user's document with defaults and server keys merged by the server. */
export async function fetchSettings(signal?: AbortSignal): Promise<SettingsDocument> {
  const answer = await apiCall<SettingsAnswer>('settings/', { method: 'GET', signal });
  return parseSettingsJson(answer.global_json);
}

export function parseSettingsJson(text: unknown): SettingsDocument {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SettingsDocument) : {};
  } catch {
    return {};
  }
}

export interface SaveOptions {
  signal?: AbortSignal;
  /** Background saves (map layer, sound toggles) ignore failures, as spec 1 §7 says. */
  silent?: boolean;
  /** Sent while the page is being closed: the request outlives it. */
  keepalive?: boolean;
}

/** POST /settings/save with the whole document; the server ignores the server-supplied keys. */
export async function saveSettings(doc: SettingsDocument, options: SaveOptions = {}): Promise<void> {
  await apiCall<unknown>('settings/save', {
    body: { global_json: JSON.stringify(doc) },
    signal: options.signal,
    silent: options.silent,
    keepalive: options.keepalive,
  });
}
