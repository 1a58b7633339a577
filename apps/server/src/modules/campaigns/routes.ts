import {
  COPY_STATES,
  campaignNetworkParams,
  campaignParams,
  campaignPublish,
  campaignSummary,
  campaignView as campaignViewSchema,
  campaignWithdrawResult,
  copyDecision,
  copyParams,
  offerApproval,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { approvalsOf, approveCopy, declineCopy } from './approval-service.js';
import { APPROVE_ACCESS, PUBLISH_ACCESS } from './policy.js';
import { publishCampaign } from './publish-service.js';
import { campaignView, listCampaigns } from './view-service.js';
import { withdrawCampaign } from './withdraw-service.js';

const tags = ['Reise der Woche'];
const decided = z.object({ state: z.enum(COPY_STATES), message: z.string().nullable() });

/** 'Reise der Woche' (under /v1): publish an offer to a network's locations, approve, watch and withdraw it. */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/campaigns/network/:network', {
    config: { access: PUBLISH_ACCESS },
    schema: {
      tags,
      summary: 'Veröffentlichte Angebote des Netzwerks mit Fortschritt',
      params: campaignNetworkParams,
      response: { 200: z.array(campaignSummary) },
    },
    handler: (req) => listCampaigns(ctx, actorOf(req), req.params.network),
  });
  app.post('/campaigns/network/:network', {
    config: { access: PUBLISH_ACCESS },
    schema: {
      tags,
      summary:
        'Angebot an Standorte des Netzwerks veröffentlichen (erneut: ersetzt); jeder Standort bekommt eine eigene Kopie',
      params: campaignNetworkParams,
      body: campaignPublish,
      response: { 200: campaignSummary },
    },
    handler: (req) => publishCampaign(ctx, actorOf(req), req.ip, req.params.network, req.body),
  });
  app.get('/campaigns/:campaign', {
    config: { access: PUBLISH_ACCESS },
    schema: {
      tags,
      summary: 'Stand je Standort: läuft, wartet, abgelehnt, vom Re-Check geändert; Abspielungen und QR-Scans',
      params: campaignParams,
      response: { 200: campaignViewSchema },
    },
    handler: (req) => campaignView(ctx, actorOf(req), req.params.campaign),
  });
  app.post('/campaigns/:campaign/withdraw', {
    config: { access: PUBLISH_ACCESS },
    schema: {
      tags,
      summary: 'Überall zurückziehen: alle Kopien verlassen die Schleifen',
      params: campaignParams,
      response: { 200: campaignWithdrawResult },
    },
    handler: (req) => withdrawCampaign(ctx, actorOf(req), req.params.campaign),
  });
  app.get('/offer-approvals', {
    config: { access: APPROVE_ACCESS },
    schema: {
      tags,
      summary: 'Angebote, die auf die Freigabe des Benutzers warten (Dashboard „Zur Freigabe“)',
      response: { 200: z.array(offerApproval) },
    },
    handler: (req) => approvalsOf(ctx, actorOf(req)),
  });
  app.post('/campaigns/:campaign/copies/:location/approve', {
    config: { access: APPROVE_ACCESS },
    schema: {
      tags,
      summary: 'Kopie des Standorts freigeben: sie läuft ab jetzt',
      params: copyParams,
      response: { 200: decided },
    },
    handler: (req) => approveCopy(ctx, actorOf(req), req.ip, req.params.campaign, req.params.location),
  });
  app.post('/campaigns/:campaign/copies/:location/decline', {
    config: { access: APPROVE_ACCESS },
    schema: {
      tags,
      summary: '„Nicht bei uns“: die Kopie des Standorts läuft nicht',
      params: copyParams,
      body: copyDecision.default({}),
      response: { 200: decided },
    },
    handler: (req) => declineCopy(ctx, actorOf(req), req.params.campaign, req.params.location, req.body.note),
  });
};
