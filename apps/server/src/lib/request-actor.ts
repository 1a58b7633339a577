import type { Call, CallAccess } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context.js';
import { unauthorized } from './errors.js';

/** Who may call a route (the catalogue's access rule, `CallAccess`). */
export type Access = CallAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route registered after the access plugin, for the route-guard test and docs. */
    registeredRoutes: Array<{ method: string; url: string; access?: Access; call?: Call }>;
  }
}

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
