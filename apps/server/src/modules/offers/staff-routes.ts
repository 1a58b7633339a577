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
import { offerCheckList } from './staff-checks.js';

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
  hotelName: z.string().nullable().describe('Hotel laut der zuletzt bestätigten Angebotsdaten'),
  destination: z.string().nullable(),
  travelDates: z.string().nullable().describe('Reisezeitraum TT.MM.JJJJ – TT.MM.JJJJ'),
});

const epoch = z.number().describe('epoch ms');
const offerCheckListSchema = z.object({
  checks: z.array(
    z.object({
      offerId: z.string(),
      checkedAt: epoch,
      confirmedAt: epoch,
      failingSince: epoch.nullable(),
      changeSummary: z.string().nullable(),
      changedAt: epoch.nullable(),
    }),
  ),
  takenDown: z.array(z.object({ offerId: z.string(), reason: z.string(), at: epoch })),
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
  app.get('/companies/:id/offer-checks', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'Prüfung der laufenden Angebote beim Anbieter: letzte Prüfung, Änderungen, abgenommene Angebote',
      params: guidParam,
      response: { 200: offerCheckListSchema },
    },
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
