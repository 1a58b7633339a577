import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { addServerTiming } from '../../lib/server-timing.js';
import { addToOffice } from './add-service.js';
import { offerData, offerImage, prepareLogin, useEditorValues } from './service.js';

/**
 * The offer tool's calls (SPEC §7 "Offer and hotel") under /v1/pcstd and /v1/pcbosis, registered from the catalogue
 * (calls/offers.ts). Public: the body's `code` authorises (it names one location, see agency.ts).
 */
export const offerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  addServerTiming(app); // incl. the wait for a render slot
  for (const [mode, offer] of [
    ['standard', calls.offerStandard],
    ['bosis', calls.offerBosis],
  ] as const) {
    app.route({ ...routeOf(app, offer.prepareLogin), handler: (req) => prepareLogin(ctx, req.ip, req.body) });
    for (const image of [offer.createOfferImage, offer.addOfferImage]) {
      app.route({ ...routeOf(app, image), handler: (req) => offerImage(ctx, req.ip, mode, req.body) });
    }
    app.route({ ...routeOf(app, offer.getOffer), handler: (req) => offerData(ctx, req.ip, req.body) });
    app.route({
      ...routeOf(app, offer.updateMode),
      handler: (req) =>
        req.body.mode === 'INIT_EDITOR' ? offerData(ctx, req.ip, req.body) : useEditorValues(ctx, req.ip, req.body),
    });
    app.route({ ...routeOf(app, offer.addToOffice), handler: (req) => addToOffice(ctx, req.ip, mode, req.body) });
  }
};
