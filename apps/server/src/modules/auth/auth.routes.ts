import { getTokenBody, loginBody, MSG } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { AnswerError, errCode, errGlobal } from '../../http/errors';
import { SESSION_COOKIE, requireUser, sessionCookieOptions, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import type { AuthService } from './auth.service';

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

  app.post('/app/login/gettoken', { config: loginRateLimit }, async (request) => {
    const body = parseBody(getTokenBody, request.body);
    // A browser still signed in as this very user is sent to the monitor (spec 1 §4); signing in
    // as someone else goes ahead and replaces the session at /login.
    const u = request.user;
    if (u && u.clogin === body.clogin.toLowerCase() && u.login.toLowerCase() === body.ulogin.toLowerCase()) {
      return errCode('user_is_login');
    }
    return { token: await auth.issueToken(body) };
  });

  app.post('/app/login', { config: loginRateLimit }, async (request, reply) => {
    const body = parseBody(loginBody, request.body);
    const result = await auth.login(body, request.ip);
    if (!result.ok) return { err: result.err };
    if (request.user) await auth.logout(request.user);
    reply.setCookie(
      SESSION_COOKIE,
      result.sessionToken,
      sessionCookieOptions(ctx.config, request.protocol === 'https'),
    );
    return { ok: true, permissions: result.permissions.map((id) => ({ id })) };
  });

  app.post('/app/login/logout', { preHandler: requireUser() }, async (request, reply) => {
    await auth.logout(userOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
}
