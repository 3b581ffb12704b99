import type { FastifyInstance, RouteOptions } from 'fastify';
import { gateOf, type Gate } from './guards';

/**
 * Every route the application registered, with the gate that guards it (issue 13 §4): the
 * session and permission check of requireUser(), or `public` for the calls open without a
 * session (sign-in). The safety-net tests walk this table, so a new route is covered the moment
 * it exists; a route with neither a gate nor `config.public` fails them.
 */
export interface RouteEntry {
  method: string;
  url: string;
  /** null: no requireUser() gate found on the route. */
  gate: Gate | null;
  public: boolean;
  /** The route's own body limit in bytes, when it sets one (else the server's default applies). */
  bodyLimit?: number;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

function hooks(value: RouteOptions['onRequest'] | RouteOptions['preHandler']): unknown[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** Starts recording the routes registered on `app` from now on. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const gate = [...hooks(route.onRequest), ...hooks(route.preHandler)].map(gateOf).find((g) => g !== null) ?? null;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        gate,
        public: (route.config as { public?: boolean } | undefined)?.public === true,
        bodyLimit: route.bodyLimit,
      });
    }
  });
}

/** The routes recorded on `app` (empty when recordRoutes was not called). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
