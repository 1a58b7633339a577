import {
  guidParam,
  meResponse,
  R,
  successSchema,
  user,
  userCreate,
  userListRequest,
  userUpdate,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { actorOf, bearerToken } from '../../lib/request-actor.js';
import { findUser, toUser } from './repository.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './service.js';

const access = { anyOf: [R.user] };
const tags = ['Benutzer'];

/** The user records (SPEC: Benutzer), and GET /user/me: the signed-in user's own record with rights. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/user/me', {
    config: { access: { authenticated: true } },
    schema: {
      tags: ['Anmeldung'],
      summary: 'Der angemeldete Benutzer und seine Rechte',
      response: { 200: meResponse },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await findUser(ctx.db, actor.guid);
      if (!row) throw notFound('Benutzer');
      const user = toUser(row);
      // A signed-in actor always has a role (a user without one cannot sign in).
      return { ...user, guidRole: actor.guidRole, networkGuid: actor.networkGuid, rights: actor.rights };
    },
  });
  app.post('/people/list', {
    config: { access },
    schema: { tags, summary: 'Benutzer auflisten', body: userListRequest, response: { 200: z.array(user) } },
    handler: (req) => listUsers(ctx, actorOf(req), req.body ?? {}),
  });
  app.post('/people', {
    config: { access },
    schema: { tags, summary: 'Leeren Benutzer anlegen', body: userCreate.default({}), response: { 200: user } },
    handler: (req) => createUser(ctx, actorOf(req), req.body),
  });
  app.get('/people/:id', {
    config: { access },
    schema: { tags, summary: 'Benutzer laden', params: guidParam, response: { 200: user } },
    handler: (req) => getUser(ctx, actorOf(req), req.params.id),
  });
  app.post('/people/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Benutzer speichern (Passwort nur, wenn gesetzt)',
      params: guidParam,
      body: userUpdate,
      response: { 200: user },
    },
    handler: (req) => updateUser(ctx, actorOf(req), req.params.id, req.body, bearerToken(req)),
  });
  app.get('/people/:id/delete', {
    config: { access },
    schema: { tags, summary: 'Benutzer löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteUser(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
