import { hasAny, MSG } from '@namiar/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { SessionUser } from './context';
import { errCode, errGlobal } from './errors';

export const SESSION_COOKIE = 'namiar_sid';

/** What a route's gate asks: a session, and any of `permissions` (null: any signed-in user). */
export interface Gate {
  permissions: readonly number[] | null;
  /** The err code a signed-in user without any of them gets. */
  deniedCode: 'module_permission_error' | 'permission_error';
}

const gates = new WeakMap<object, Gate>();

/** The gate a hook function stands for, or null for any other hook (route-table.ts). */
export function gateOf(hook: unknown): Gate | null {
  return typeof hook === 'function' ? (gates.get(hook) ?? null) : null;
}

/**
 * A call's gate: a live session, and when permission ids are given, any of them (spec 1 §6:
 * every call checks on the server; hiding a menu item is not protection).
 */
export function requireUser(
  permissions?: readonly number[],
  /** The code of the refusal (the monitor's calls answer 'permission_error', spec 1 §7). */
  deniedCode: 'module_permission_error' | 'permission_error' = 'module_permission_error',
): preHandlerAsyncHookHandler {
  const gate: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!request.user) return reply.send(errCode('session_destroy'));
    if (permissions && !hasAny(request.user.permissions, permissions)) {
      return reply.send(errCode(deniedCode));
    }
  };
  gates.set(gate, { permissions: permissions ?? null, deniedCode });
  return gate;
}

/** The signed-in user of a guarded handler (the guard has run). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('userOf() called on an unguarded route');
  return request.user;
}

/**
 * State-changing calls must come from our own pages: a browser's Origin (or Sec-Fetch-Site)
 * naming another site is refused. Clients without Origin (scripts, devices) pass.
 */
export function originAllowed(request: FastifyRequest, config: Config): boolean {
  if (!hostAllowed(request.headers.host, config)) return false;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return true;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return false;
  const origin = request.headers.origin;
  // A browser (it sends Sec-Fetch-Site) always names the origin of a state-changing call; 'null'
  // is a sandboxed frame or a file: neither is our page (issue 28 §3). Other clients (scripts,
  // the CLI) send neither header.
  if (origin === 'null') return false;
  if (!origin) return site === undefined;
  if (config.allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * DNS rebinding (issue 28 §3): with NAMIAR_ALLOWED_ORIGINS set, a call must name one of those
 * hosts (or a loopback one: the machine itself) in its Host header; a page of another name that
 * was made to resolve to this server cannot call it. Unset: any Host (a development machine).
 */
export function hostAllowed(host: string | undefined, config: Config): boolean {
  if (config.allowedOrigins.length === 0) return true;
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]') return true;
  return config.allowedOrigins.some((o) => {
    try {
      return new URL(o).host.toLowerCase() === host.toLowerCase();
    } catch {
      return false;
    }
  });
}

export function refuseOrigin(reply: FastifyReply) {
  return reply.code(403).send(errGlobal(MSG.badOrigin));
}

export function sessionCookieOptions(config: Config, secureRequest: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.cookieSecure || secureRequest,
  };
}
