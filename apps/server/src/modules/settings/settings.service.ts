import { defaultSettings, mergeSettings, withoutServerKeys, type SettingsDocument } from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import * as repo from './settings.repository';

/**
 * Server-supplied like app_version: the map tile URLs of the monitor's layer menu
 * ({ own: string | null, osm: string, train: string }, from NAMIAR_TILES_*_URL).
 */
export const MAP_TILES_KEY = 'server-map-tiles';

function withoutTiles(doc: SettingsDocument): SettingsDocument {
  const { [MAP_TILES_KEY]: _ignored, ...rest } = doc;
  return rest;
}

/** The per-user settings document: stored values over the defaults, server keys always current. */
export function createSettingsService(ctx: AppContext) {
  async function read(user: SessionUser): Promise<SettingsDocument> {
    const text = await repo.findSettingsDocument(ctx.db, user.customerId, user.userId);
    let stored: SettingsDocument = {};
    if (text) {
      try {
        stored = JSON.parse(text) as SettingsDocument;
      } catch {
        // Never written by us (saves are validated); fall back to defaults rather than fail the app.
        stored = {};
      }
    }
    return {
      ...mergeSettings(defaultSettings(), stored),
      app_version: ctx.config.appVersion,
      logged_customer_name: user.customerName,
      logged_user_full_name: user.fullName,
      maxEventTime: ctx.config.maxEventTimeSeconds,
      [MAP_TILES_KEY]: { ...ctx.config.tiles },
    };
  }

  async function save(user: SessionUser, doc: SettingsDocument): Promise<void> {
    await repo.saveSettingsDocument(
      ctx.db,
      user.customerId,
      user.userId,
      JSON.stringify(withoutServerKeys(withoutTiles(doc))),
      ctx.now(),
    );
  }

  return { read, save };
}
