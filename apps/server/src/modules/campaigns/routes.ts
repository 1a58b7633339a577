import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { approveHold, declineHold } from '../offers/hold-decide.js';
import { approvalsOf, approveCopy, declineCopy } from './approval-service.js';
import { publishCampaign } from './publish-service.js';
import { campaignView, listCampaigns } from './view-service.js';
import { withdrawCampaign } from './withdraw-service.js';

const { campaigns } = calls;

/** 'Reise der Woche' (under /v1): publish an offer to a network's locations, approve, watch and withdraw it. */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, campaigns.list),
    handler: (req) => listCampaigns(ctx, actorOf(req), req.params.network),
  });
  app.route({
    ...routeOf(app, campaigns.publish),
    handler: (req) => publishCampaign(ctx, actorOf(req), req.ip, req.params.network, req.body),
  });
  app.route({
    ...routeOf(app, campaigns.view),
    handler: (req) => campaignView(ctx, actorOf(req), req.params.campaign),
  });
  app.route({
    ...routeOf(app, campaigns.withdraw),
    handler: (req) => withdrawCampaign(ctx, actorOf(req), req.params.campaign),
  });
  app.route({
    ...routeOf(app, campaigns.approvals),
    handler: (req) => approvalsOf(ctx, actorOf(req)),
  });
  app.route({
    ...routeOf(app, campaigns.approve),
    handler: (req) => approveCopy(ctx, actorOf(req), req.ip, req.params.campaign, req.params.location),
  });
  app.route({
    ...routeOf(app, campaigns.decline),
    handler: (req) => declineCopy(ctx, actorOf(req), req.params.campaign, req.params.location, req.body.note),
  });
  // An offer a colleague added in the offer tool at a location that approves its offers itself (offers module).
  app.route({
    ...routeOf(app, campaigns.approveHold),
    handler: (req) => approveHold(ctx, actorOf(req), req.ip, req.params.hold),
  });
  app.route({
    ...routeOf(app, campaigns.declineHold),
    handler: (req) => declineHold(ctx, actorOf(req), req.params.hold, req.body.note),
  });
};
