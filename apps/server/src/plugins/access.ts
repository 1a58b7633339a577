import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { type Access, bearerToken } from '../lib/request-actor.js';
import { hasRight } from '../lib/rights.js';
import { findActorByToken } from '../modules/auth/service.js';

/** Paths under /v1 that are documentation, not API. */
const UNGUARDED = [/^\/v1\/docs(\/|$)/, /^\/v1\/openapi\.json$/];

/** Set on the scope whose requests pass the access guard (accessGuard) and on every scope inside it. */
const GUARDED = Symbol('guarded scope');

const isGuarded = (scope: FastifyInstance) => (scope as unknown as Record<symbol, boolean>)[GUARDED] === true;

/**
 * On the root: the route list (registeredRoutes) and the rules every route must follow wherever it is registered —
 * a /v1 route declares who may call it, and a route that is not public sits in the guarded scope (the hooks that
 * check the rule run only there; the screens' routes outside it are public and pass no guard at all).
 */
async function plugin(app: FastifyInstance) {
  app.decorateRequest('actor', null);

  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({ method, url: route.url, access });
    }
    if (access && !('public' in access) && !isGuarded(this)) {
      throw new Error(`Route ${route.method} ${route.url} has an access rule but is outside the guarded scope`);
    }
    if (!route.url.startsWith('/v1/') || UNGUARDED.some((re) => re.test(route.url))) return;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });
}

export const accessPlugin = fp(plugin, { name: 'access' });

/**
 * The guard's hooks, registered in the staff app's scope (not wrapped in fastify-plugin): only its requests pass
 * them. Callback-style, not async: a public route leaves without a promise.
 */
export function accessGuard(app: FastifyInstance, opts: { ctx: AppContext }) {
  (app as unknown as Record<symbol, boolean>)[GUARDED] = true;

  // Answers for a signed-in user (and the login answer with its token) must not stay in any cache.
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
