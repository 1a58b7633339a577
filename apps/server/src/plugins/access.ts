import type { RightName } from '@signage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AppContext } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { hasRight } from '../lib/rights.js';
import { findActorByToken } from '../modules/auth/service.js';

/** Who may call a route: everyone, any signed-in user, or a user holding one of the named rights. */
export type Access = { public: true } | { authenticated: true } | { anyOf: readonly RightName[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route registered after the access plugin, for the route-guard test and docs. */
    registeredRoutes: Array<{ method: string; url: string; access?: Access }>;
  }
}

/** Paths under /v1 that are documentation, not API. */
const UNGUARDED = [/^\/v1\/docs(\/|$)/, /^\/v1\/openapi\.json$/];

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  const legacy = query?.token;
  return typeof legacy === 'string' && legacy.length > 0 ? legacy : null;
}

/** The actor of a guarded request (the access hook guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

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

  // Answers for a signed-in user (and the login answer with its token) must not stay in any cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.actor || request.routeOptions.url === '/v1/user/login') reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    const actor = token ? await findActorByToken(opts.ctx, token) : null;
    if (!actor) throw unauthorized();
    request.actor = actor;
    if ('anyOf' in access && !access.anyOf.some((name) => hasRight(actor, name))) {
      throw forbidden();
    }
  });
}

export const accessPlugin = fp(plugin, { name: 'access' });
