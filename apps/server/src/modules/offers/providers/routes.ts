import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { DEMO_GALLERY_SIZE, demoRowIndex } from './demo-data.js';
import { demoImage } from './demo-images.js';

/**
 * GET /media/offer-demo/{offerId}/{n}.jpg: the demo provider's gallery pictures, public (the renderer,
 * the offer page and the offer check show them). Only known ids and picture numbers; the pictures
 * never change, so they are cacheable for a day.
 */
export const offerDemoImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/media/offer-demo/:offerId/:file',
    {
      config: { access: { public: true } },
      schema: {
        hide: true,
        params: z.object({ offerId: z.string().max(20), file: z.string().max(20) }),
      },
    },
    async (req, reply) => {
      const index = demoRowIndex(req.params.offerId);
      const match = /^(\d)\.jpg$/.exec(req.params.file);
      const n = match ? Number(match[1]) : -1;
      if (index < 0 || n < 0 || n >= DEMO_GALLERY_SIZE) throw notFound('Bild');
      const jpeg = await demoImage(ctx.config.dataDir, req.params.offerId, index, n);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(jpeg);
    },
  );
};
