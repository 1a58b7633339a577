import { calls, guid } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { regenerateOfferCode } from '../companies/offer-code.js';
import { sendStored } from '../media/files.js';
import { withScans } from '../scans/service.js';
import { runningOffers } from './staff.js';
import { offerCheckList } from './staff-checks.js';

const { companies } = calls;

/** Staff side of the offer tool (under /v1): the location's code and its running offers. */
export const offerStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, companies.offerCode),
    handler: (req) => regenerateOfferCode(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, companies.offers),
    handler: async (req) => withScans(ctx, req.params.id, await runningOffers(ctx, actorOf(req), req.params.id)),
  });
  app.route({
    ...routeOf(app, companies.offerChecks),
    handler: (req) => offerCheckList(ctx, actorOf(req), req.params.id),
  });
};

/** GET /media/offers/{location}/{file}: the rendered offer images (names carry a 128-bit hash). */
export const offerImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = ctx.files;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/offers/:guid/:file',
    config: { access: { public: true } },
    schema: { hide: true, params: z.object({ guid, file: z.string().regex(/^[0-9a-f]{32}[vh]\.png$/) }) },
    handler: (req, reply) => sendStored(storage, `media/offers/${req.params.guid}/${req.params.file}`, req, reply),
  });
};
