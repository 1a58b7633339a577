import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { isKnownDevice, rememberDevice } from '../../lib/known-device.js';
import { bearerToken } from '../../lib/request-actor.js';
import { login, logout } from './service.js';

const { auth } = calls;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, auth.login),
    handler: async (req, reply) => {
      const { username, password } = req.body;
      const known = isKnownDevice(req, username, ctx.clock.now());
      const result = await login(ctx, username, password, req.ip, known);
      if (!result) return { success: false };
      rememberDevice(reply, req, result.username, ctx.clock.now());
      return { success: true, authToken: result.token, username: result.username };
    },
  });
  app.route({
    ...routeOf(app, auth.logout),
    handler: async (req) => {
      const token = bearerToken(req);
      if (token) await logout(ctx, token);
      return { success: true };
    },
  });
};
