import { MSG, P, totpBeginBody, totpConfirmBody, totpDisableBody, totpStatusBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { BadRequestError } from '../../http/errors';
import { parseFormBody } from '../../http/form-body';
import { requireUser, userOf } from '../../http/guards';
import { createTotpService } from './totp.service';

/**
 * The user editor's 'Weryfikacja dwuetapowa' (issue 28 §2; docs/api.md). Gated like the user
 * records (permission 9): only administrators have the factor, and only they reset others'.
 * The second sign-in step itself is /login/totp (auth.routes.ts).
 */
export function totpRoutes(app: FastifyInstance, ctx: AppContext) {
  const totp = createTotpService(ctx);
  const gate = { preHandler: requireUser([P.users]) };

  app.post('/app/users/totp/status', gate, async (request) => {
    const body = parseFormBody(totpStatusBody, request.body);
    return totp.status(userOf(request), body.uid);
  });

  app.post('/app/users/totp/begin', gate, async (request) => {
    // Each call makes a new secret, so a body that is no object (a JSON null, which parseFormBody
    // reads as an empty one) is refused rather than answered.
    if (request.body === null) throw new BadRequestError({ global: MSG.badRequest });
    parseFormBody(totpBeginBody, request.body);
    return totp.begin(userOf(request));
  });

  app.post('/app/users/totp/confirm', gate, async (request) => {
    const body = parseFormBody(totpConfirmBody, request.body);
    await totp.confirm(userOf(request), body.otp);
    return { ok: true };
  });

  app.post('/app/users/totp/disable', gate, async (request) => {
    const body = parseFormBody(totpDisableBody, request.body);
    await totp.disable(userOf(request), body, request.ip);
    return { ok: true };
  });
}
