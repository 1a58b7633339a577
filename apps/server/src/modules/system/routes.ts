import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { assertAdministrator, readAudit, readConfig, saveConfig } from './service.js';

const { system } = calls;

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, system.config), handler: (req) => readConfig(ctx, actorOf(req), req.query.name) });
  app.route({ ...routeOf(app, system.saveConfig), handler: (req) => saveConfig(ctx, actorOf(req), req.body) });
  app.route({
    ...routeOf(app, system.logs),
    handler: (req) => {
      assertAdministrator(actorOf(req));
      return { entries: app.serverLog.list(req.query) };
    },
  });
  app.route({ ...routeOf(app, system.audit), handler: (req) => readAudit(ctx, actorOf(req), req.query) });
};
