import {
  calls,
  guid,
  guidParam,
  operatorInput,
  operatorRecord,
  operatorUserInput,
  successSchema,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { agencyAccesses } from './access-log.js';
import { listConsents, setConsent } from './consents.js';
import { assertManagesOperators, MANAGE } from './policy.js';
import {
  addOperatorUser,
  createOperator,
  deleteOperator,
  getOperator,
  listOperators,
  removeOperatorUser,
  updateOperator,
} from './service.js';

const tags = ['Veranstalter'];

/** Staff routes: the administrators' operators, and the agencies' consents and view of the operators' accesses. */
export const operatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const manage = { access: MANAGE };
  const admin = (req: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(req);
    assertManagesOperators(actor);
    return actor;
  };
  app.get('/operators', {
    config: manage,
    schema: { tags, summary: 'Alle Veranstalter mit Codes und Benutzern', response: { 200: z.array(operatorRecord) } },
    handler: (req) => {
      admin(req);
      return listOperators(ctx);
    },
  });
  app.post('/operators', {
    config: manage,
    schema: { tags, summary: 'Veranstalter anlegen', body: operatorInput, response: { 200: operatorRecord } },
    handler: (req) => createOperator(ctx, admin(req), req.body),
  });
  app.get('/operators/:id', {
    config: manage,
    schema: { tags, summary: 'Ein Veranstalter', params: guidParam, response: { 200: operatorRecord } },
    handler: (req) => {
      admin(req);
      return getOperator(ctx, req.params.id);
    },
  });
  app.put('/operators/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Veranstalter ändern (Name, Codes, Kontakt)',
      params: guidParam,
      body: operatorInput,
      response: { 200: operatorRecord },
    },
    handler: (req) => updateOperator(ctx, admin(req), req.params.id, req.body),
  });
  app.delete('/operators/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Veranstalter mit seinen Benutzern, Codes und Freigaben löschen',
      params: guidParam,
      response: { 200: successSchema },
    },
    handler: async (req) => {
      await deleteOperator(ctx, admin(req), req.params.id);
      return { success: true };
    },
  });
  app.post('/operators/:id/users', {
    config: manage,
    schema: {
      tags,
      summary: 'Benutzer des Veranstalters anlegen (Rolle Veranstalter bzw. Veranstalter-Administrator)',
      params: guidParam,
      body: operatorUserInput,
      response: { 200: operatorRecord },
    },
    handler: (req) => addOperatorUser(ctx, admin(req), req.params.id, req.body),
  });
  app.delete('/operators/:id/users/:user', {
    config: manage,
    schema: {
      tags,
      summary: 'Benutzer des Veranstalters löschen',
      params: z.object({ id: guid, user: guid }),
      response: { 200: operatorRecord },
    },
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
