import { loginRequest, loginResponse, successSchema } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { isKnownDevice, rememberDevice } from '../../lib/known-device.js';
import { bearerToken } from '../../lib/request-actor.js';
import { login, logout } from './service.js';

const tags = ['Anmeldung'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/user/login', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Anmelden; falsche Zugangsdaten ergeben success:false (HTTP 200)',
      body: loginRequest,
      response: { 200: loginResponse },
    },
    handler: async (req, reply) => {
      const { username, password } = req.body;
      const known = isKnownDevice(req, username, ctx.clock.now());
      const result = await login(ctx, username, password, req.ip, known);
      if (!result) return { success: false };
      rememberDevice(reply, req, result.username, ctx.clock.now());
      return { success: true, authToken: result.token, username: result.username };
    },
  });
  app.get('/user/logout', {
    config: { access: { authenticated: true } },
    schema: { tags, summary: 'Abmelden; der Token wird ungültig', response: { 200: successSchema } },
    handler: async (req) => {
      const token = bearerToken(req);
      if (token) await logout(ctx, token);
      return { success: true };
    },
  });
};
