import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { agencyAccesses } from './access-log.js';
import { listConsents, setConsent } from './consents.js';
import { assertManagesOperators } from './policy.js';
import {
  addOperatorUser,
  createOperator,
  deleteOperator,
  getOperator,
  listOperators,
  removeOperatorUser,
  updateOperator,
} from './service.js';

const { operators } = calls;

/** Staff routes: the administrators' operators, and the agencies' consents and view of the operators' accesses. */
export const operatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = (req: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(req);
    assertManagesOperators(actor);
    return actor;
  };
  app.route({
    ...routeOf(app, operators.list),
    handler: (req) => {
      admin(req);
      return listOperators(ctx);
    },
  });
  app.route({ ...routeOf(app, operators.create), handler: (req) => createOperator(ctx, admin(req), req.body) });
  app.route({
    ...routeOf(app, operators.get),
    handler: (req) => {
      admin(req);
      return getOperator(ctx, req.params.id);
    },
  });
  app.route({
    ...routeOf(app, operators.update),
    handler: (req) => updateOperator(ctx, admin(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, operators.delete),
    handler: async (req) => {
      await deleteOperator(ctx, admin(req), req.params.id);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, operators.addUser),
    handler: (req) => addOperatorUser(ctx, admin(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, operators.removeUser),
    handler: (req) => removeOperatorUser(ctx, admin(req), req.params.id, req.params.user),
  });

  app.route({
    ...routeOf(app, calls.companies.operatorConsents),
    handler: (req) => listConsents(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, calls.companies.setOperatorConsent),
    handler: (req) => setConsent(ctx, actorOf(req), req.params.id, req.params.operator, req.body),
  });
  app.route({
    ...routeOf(app, calls.companies.operatorAccesses),
    handler: (req) => agencyAccesses(ctx, actorOf(req), req.params.id, req.query),
  });
};
