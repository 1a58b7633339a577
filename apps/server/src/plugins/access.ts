import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { type Access, bearerToken } from '../lib/request-actor.js';
import { hasRight } from '../lib/rights.js';
import { findActorByToken } from '../modules/auth/service.js';

/** Paths under /v1 that are documentation, not API. */
const UNGUARDED = [/^\/v1\/docs(\/|$)/, /^\/v1\/openapi\.json$/];

async function plugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.decorateRequest('actor', null);

  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({ method, url: route.url, access: route.config?.access });
    }
    if (!route.url.startsWith('/v1/') || UNGUARDED.some((re) => re.test(route.url))) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  // Answers for a signed-in user (and the login answer with its token) must not stay in any cache. The hooks are
  // callback-style, not async: every request passes them, a public one (the screens' routes) without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.actor || request.routeOptions.url === '/v1/user/login') reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return done();
    admit(request, access).then(() => done(), done);
  });

  async function admit(request: FastifyRequest, access: Exclude<Access, { public: true }>) {
    const token = bearerToken(request);
    const actor = token ? await findActorByToken(opts.ctx, token) : null;
    if (!actor) throw unauthorized();
    request.actor = actor;
    if ('anyOf' in access && !access.anyOf.some((name) => hasRight(actor, name))) {
      throw forbidden();
    }
  }
}

export const accessPlugin = fp(plugin, { name: 'access' });
