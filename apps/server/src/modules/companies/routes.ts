import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { readOpeningHours, saveOpeningHours } from './hours-service.js';
import {
  companyDeletionImpact,
  type DeletePlaylistsOfCompany,
  deleteCompany,
  linkCompany,
  unlinkCompany,
} from './membership.js';
import { withOfferCode } from './offer-code.js';
import { createCompany, getCompany, listCompanies } from './service.js';
import { companyTabRoutes } from './tab-routes.js';
import { switchDeviceSecret, updateCompany } from './update-service.js';

const { companies } = calls;

/**
 * `deletePlaylistsOf`: the playlists module's deletion of a company's playlists, handed in because the playlists
 * module imports this one (it reads the companies' reach, locations and opening hours): a direct import would close
 * a cycle.
 */
export const companyRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  deletePlaylistsOf: DeletePlaylistsOfCompany;
}> = async (app, { ctx, deletePlaylistsOf }) => {
  app.route({
    ...routeOf(app, companies.list),
    handler: (req) => listCompanies(ctx, actorOf(req), req.body ?? {}),
  });
  app.route({ ...routeOf(app, companies.create), handler: (req) => createCompany(ctx, actorOf(req), req.body) });
  app.route({
    ...routeOf(app, companies.link),
    handler: async (req) =>
      withOfferCode(ctx, actorOf(req), await linkCompany(ctx, actorOf(req), req.params.company, req.params.parent)),
  });
  app.route({
    ...routeOf(app, companies.unlink),
    handler: async (req) => withOfferCode(ctx, actorOf(req), await unlinkCompany(ctx, actorOf(req), req.params.id)),
  });
  app.route({
    ...routeOf(app, companies.get),
    handler: async (req) => withOfferCode(ctx, actorOf(req), await getCompany(ctx, actorOf(req), req.params.id)),
  });
  app.route({
    ...routeOf(app, companies.update),
    handler: async (req) =>
      withOfferCode(ctx, actorOf(req), await updateCompany(ctx, actorOf(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOf(app, companies.openingHours),
    handler: (req) => readOpeningHours(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, companies.saveOpeningHours),
    handler: (req) => saveOpeningHours(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, companies.deviceSecret),
    handler: (req) => switchDeviceSecret(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, companies.delete),
    handler: (req) => deleteCompany(ctx, actorOf(req), req.params.id, deletePlaylistsOf, req.query.confirm === 1),
  });
  app.route({
    ...routeOf(app, companies.deletionImpact),
    handler: (req) => companyDeletionImpact(ctx, actorOf(req), req.params.id),
  });
  await app.register(companyTabRoutes, { ctx });
};
