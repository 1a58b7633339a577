import { guid, guidParam } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { regenerateOfferCode } from '../companies/offer-code.js';
import { READ } from '../companies/policy.js';
import { sendStored } from '../media/files.js';
import { withScans } from '../scans/service.js';
import { runningOffers } from './staff.js';

const tags = ['Netzwerke'];
const runningOffer = z.object({
  guid,
  offerId: z.string(),
  name: z.string(),
  guidPlaylist: guid,
  playlistName: z.string(),
  activeFrom: z.number().nullable().describe('epoch ms'),
  activeTill: z.number().nullable().describe('epoch ms'),
  scans: z.number().int().describe('Scans des QR-Codes auf den Bildschirmen dieser Playlist'),
  scans24h: z.number().int().describe('davon in den letzten 24 Stunden'),
});

/** Staff side of the offer tool (under /v1): the location's code and its running offers. */
export const offerStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/companies/:id/offer-code', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Angebots-Code des Standorts neu erzeugen (Reiter-Recht Stammdaten); der alte gilt sofort nicht mehr',
      params: guidParam,
      response: { 200: z.object({ offerCode: z.string() }) },
    },
    handler: (req) => regenerateOfferCode(ctx, actorOf(req), req.params.id),
  });
  app.get('/companies/:id/offers', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Laufende Angebote des Standorts mit ihren Zeiträumen und Scans ihres QR-Codes',
      params: guidParam,
      response: { 200: z.array(runningOffer) },
    },
    handler: async (req) => withScans(ctx, req.params.id, await runningOffers(ctx, actorOf(req), req.params.id)),
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
