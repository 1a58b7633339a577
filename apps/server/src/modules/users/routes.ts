import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { notFound } from '../../lib/errors.js';
import { actorOf, bearerToken } from '../../lib/request-actor.js';
import { findUser, toUser } from './repository.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './service.js';

const { auth, users } = calls;

/** The user records (SPEC: Benutzer), and GET /user/me: the signed-in user's own record with rights. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, auth.me),
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await findUser(ctx.db, actor.guid);
      if (!row) throw notFound('Benutzer');
      const user = toUser(row);
      // A signed-in actor always has a role (a user without one cannot sign in).
      return { ...user, guidRole: actor.guidRole, networkGuid: actor.networkGuid, rights: actor.rights };
    },
  });
  app.route({
    ...routeOf(app, users.list),
    handler: (req) => listUsers(ctx, actorOf(req), req.body ?? {}),
  });
  app.route({
    ...routeOf(app, users.create),
    handler: (req) => createUser(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, users.get),
    handler: (req) => getUser(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, users.update),
    handler: (req) => updateUser(ctx, actorOf(req), req.params.id, req.body, bearerToken(req)),
  });
  app.route({
    ...routeOf(app, users.delete),
    handler: async (req) => {
      await deleteUser(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
