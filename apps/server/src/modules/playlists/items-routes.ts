import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { setItemSchedules } from './item-schedules.js';
import { createItemByMedia, createWebItem, deleteItem, getItem, ITEM, listItems, updateItem } from './items-service.js';
import { mediaActive } from './media-active.js';
import { moveItem, sortItems } from './order-service.js';

const { playlistItems: items } = calls;
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound(ITEM);
  return value;
};

export const itemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, items.list), handler: (req) => listItems(ctx, actorOf(req), req.params.id) });
  app.route({
    ...routeOf(app, items.get),
    handler: (req) => getItem(ctx, actorOf(req), req.params.id, req.query.guid),
  });
  app.route({
    ...routeOf(app, items.update),
    handler: async (req) => found(await updateItem(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOf(app, items.schedule),
    handler: (req) => setItemSchedules(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, items.createWeb),
    handler: async (req) => found(await createWebItem(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOf(app, items.createByMedia),
    handler: async (req) => found(await createItemByMedia(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOf(app, items.delete),
    handler: async (req) => {
      await deleteItem(ctx, actorOf(req), req.params.id, req.params.itemId);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, items.sort),
    handler: (req) => sortItems(ctx, actorOf(req), req.params.id, req.body.sort),
  });
  app.route({ ...routeOf(app, items.move), handler: (req) => moveItem(ctx, actorOf(req), req.params.id, req.body) });
  app.route({
    ...routeOf(app, items.mediaActive),
    handler: (req) => mediaActive(ctx, actorOf(req), req.params.companyId, req.body),
  });
};
