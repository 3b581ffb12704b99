import { P, USERS_MSG, gridListBody, userSaveBody, usersDeleteBody, usersDetailsBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { USERS_GRID } from './users.grid';
import { createUsersService } from './users.service';

/** The user records (spec 3 §7 Users), gated by permission 9 (spec 1 §6). */
export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const users = createUsersService(ctx);
  const gate = { preHandler: requireUser([P.users]) };

  app.post('/app/users', gate, async (request) => {
    const body = parseFormBody(gridListBody, request.body);
    const rows = await users.list(userOf(request));
    return { ...(body.gridSchema ? { grid: [...USERS_GRID] } : {}), users: rows };
  });

  app.post('/app/users/details', gate, async (request) => {
    const body = parseFormBody(usersDetailsBody, request.body);
    const answer = await users.details(userOf(request), body.uid);
    return answer ?? errGlobal(USERS_MSG.userNotFound);
  });

  app.post('/app/users/save', gate, async (request) => {
    const body = parseFormBody(userSaveBody, request.body);
    // A body without the alarm list (not the editor, which always sends it) leaves the alarms alone.
    const raw = request.body;
    const eventTypesSent = typeof raw === 'object' && raw !== null && 'event_types' in raw;
    const uid = await users.save(userOf(request), body, eventTypesSent);
    return { ok: true, uid };
  });

  app.post('/app/users/delete', gate, async (request) => {
    const body = parseFormBody(usersDeleteBody, request.body);
    await users.remove(userOf(request), body.uid);
    return { ok: true };
  });
}
