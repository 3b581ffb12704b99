import { getTokenBody, loginBody, loginTotpBody, MSG } from '@namiar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { AnswerError, errCode, errGlobal } from '../../http/errors';
import { SESSION_COOKIE, requireUser, sessionCookieOptions, userOf } from '../../http/guards';
import { randomHex, sha256 } from '../../security/secretbox';
import { parseBody } from '../../http/validate';
import type { AuthService, OpenedSession } from './auth.service';

/**
 * The browser's sign-in cookie (issue 28 §2): a random value set with the first token; the tokens
 * it asks for are bound to it, and only a login that presents it takes them. A login waiting for
 * its second factor's code is bound to it the same way (/login/totp).
 */
export const LOGIN_COOKIE = 'namiar_login';
/** The device cookie: this browser signed in as the account it names before (login-throttle.ts). */
export const DEVICE_COOKIE = 'namiar_device';
const BINDER = /^[0-9a-f]{32}$/;
const DEVICE_COOKIE_DAYS = 180;

export function authRoutes(app: FastifyInstance, ctx: AppContext, auth: AuthService) {
  // Open without a session (route-table.ts: `public`), so rate-limited per address instead.
  const loginRateLimit = {
    public: true,
    rateLimit: {
      max: ctx.config.loginRatePerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new AnswerError(429, errGlobal(MSG.tooManyAttempts)),
    },
  };

  const cookieOptions = (https: boolean, maxAgeSeconds: number) => ({
    ...sessionCookieOptions(ctx.config, https),
    path: '/app/login',
    maxAge: maxAgeSeconds,
  });

  app.post('/app/login/gettoken', { config: loginRateLimit }, async (request, reply) => {
    const body = parseBody(getTokenBody, request.body);
    // A browser still signed in as this very user is sent to the monitor (spec 1 §4); signing in
    // as someone else goes ahead and replaces the session at /login.
    const u = request.user;
    if (u && u.clogin === body.clogin.toLowerCase() && u.login.toLowerCase() === body.ulogin.toLowerCase()) {
      return errCode('user_is_login');
    }
    // One value per browser, kept while it signs in: two tabs asking for tokens both keep theirs.
    const given = request.cookies[LOGIN_COOKIE];
    const binder = given && BINDER.test(given) ? given : randomHex(16);
    reply.setCookie(LOGIN_COOKIE, binder, cookieOptions(request.protocol === 'https', 3600));
    return { token: await auth.issueToken(body, sha256(binder)) };
  });

  app.post('/app/login', { config: loginRateLimit }, async (request, reply) => {
    const body = parseBody(loginBody, request.body);
    const binder = request.cookies[LOGIN_COOKIE];
    const result = await auth.login(
      body,
      request.ip,
      sha256(binder && BINDER.test(binder) ? binder : ''),
      request.cookies[DEVICE_COOKIE],
    );
    if (!result.ok) return { err: result.err };
    // The user has the second factor on (issue 28 §2): the sign-in screen asks for the code next.
    if (result.secondStep) return { second_step: 'totp' };
    return signedIn(request, reply, result);
  });

  // The second sign-in step: only the browser whose login is waiting (its login cookie) finishes it.
  app.post('/app/login/totp', { config: loginRateLimit }, async (request, reply) => {
    const body = parseBody(loginTotpBody, request.body);
    const binder = request.cookies[LOGIN_COOKIE];
    const result = await auth.finishSecondStep(
      body.otp,
      request.ip,
      sha256(binder && BINDER.test(binder) ? binder : ''),
    );
    if (!result.ok) return { err: result.err };
    if (result.secondStep) return { err: { global: MSG.badRequest } };
    return signedIn(request, reply, result);
  });

  /** A successful sign-in: the device cookie, a session replacing the browser's old one. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, session: OpenedSession) {
    reply.setCookie(
      DEVICE_COOKIE,
      session.deviceCookie,
      cookieOptions(request.protocol === 'https', DEVICE_COOKIE_DAYS * 86_400),
    );
    if (request.user) await auth.logout(request.user);
    reply.setCookie(
      SESSION_COOKIE,
      session.sessionToken,
      sessionCookieOptions(ctx.config, request.protocol === 'https'),
    );
    return { ok: true, permissions: session.permissions.map((id) => ({ id })) };
  }

  app.post('/app/login/logout', { preHandler: requireUser() }, async (request, reply) => {
    await auth.logout(userOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
}
