import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { getOutboxMail, listOutbox, retryOutboxMail } from './outbox-service.js';
import { offlineMailTemplate as offlineDefaults, sendSingle, sendToNetworks } from './send-service.js';
import {
  createMailTemplate,
  deleteMailTemplate,
  getMailTemplate,
  listMailTemplates,
  updateMailTemplate,
} from './template-service.js';

const { mail } = calls;

export const mailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, mail.list), handler: (req) => listMailTemplates(ctx, actorOf(req), {}) });
  app.route({
    ...routeOf(app, mail.search),
    handler: (req) => listMailTemplates(ctx, actorOf(req), req.body ?? {}),
  });
  app.route({ ...routeOf(app, mail.create), handler: (req) => createMailTemplate(ctx, actorOf(req), req.body) });
  app.route({ ...routeOf(app, mail.get), handler: (req) => getMailTemplate(ctx, actorOf(req), req.params.id) });
  app.route({
    ...routeOf(app, mail.update),
    handler: (req) => updateMailTemplate(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, mail.delete),
    handler: async (req) => {
      await deleteMailTemplate(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });

  app.route({
    ...routeOf(app, mail.send),
    handler: (req) => {
      const actor = actorOf(req);
      return Array.isArray(req.body) ? sendToNetworks(ctx, actor, req.body) : sendSingle(ctx, actor, req.body);
    },
  });
  app.route({ ...routeOf(app, mail.offlineTemplate), handler: () => offlineDefaults(ctx) });
  app.route({ ...routeOf(app, mail.outbox), handler: (req) => listOutbox(ctx, actorOf(req), req.query) });
  app.route({ ...routeOf(app, mail.outboxMail), handler: (req) => getOutboxMail(ctx, actorOf(req), req.params.id) });
  app.route({ ...routeOf(app, mail.retry), handler: (req) => retryOutboxMail(ctx, actorOf(req), req.params.id) });
};
