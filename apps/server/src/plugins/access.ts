import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AppContext, AppContext as Ctx } from '../context.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { memoKey } from '../lib/memo.js';
import { type Access, bearerToken } from '../lib/request-actor.js';
import { hasRight } from '../lib/rights.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { findActorByToken } from '../modules/auth/service.js';
import { recordAccess } from '../modules/operators/access-log.js';
import { findActorByOperatorToken, isOperatorToken } from '../modules/operators/tokens.js';

/** Requests per minute of one personal access token of an operator (its BI's API calls). */
export const OPERATOR_TOKEN_RATE = 60;
const TOKEN_LIMIT = memoKey<TokenBuckets>('operator-token-limit');

/**
 * Whether the actor passes the route's rule. An operator's user passes only the operator routes (and, signed in,
 * the session's own routes: who am I, sign out) — never a staff route, whatever its role holds; with a personal
 * access token only the operator routes open to tokens (read-only). A staff user passes no operator route.
 */
function passes(actor: Actor, access: Exclude<Access, { public: true }>): boolean {
  if ('operator' in access) {
    if (!actor.operator) return false;
    if (actor.operator.via === 'token' && !access.token) return false;
    return access.operator.some((name) => hasRight(actor, name));
  }
  if (actor.operator) return 'authenticated' in access && actor.operator.via === 'portal';
  return !('anyOf' in access) || access.anyOf.some((name) => hasRight(actor, name));
}

async function actorOfToken(ctx: Ctx, token: string): Promise<Actor | null> {
  if (!isOperatorToken(token)) return findActorByToken(ctx, token);
  const actor = await findActorByOperatorToken(ctx, token);
  const limiter = ctx.memo(TOKEN_LIMIT, () => new TokenBuckets(ctx.clock, OPERATOR_TOKEN_RATE, 60_000));
  const wait = actor?.operator?.token ? limiter.take(actor.operator.token) : 0;
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', 'Zu viele Anfragen mit diesem Zugangsschlüssel; bitte später erneut.', {
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
  return actor;
}

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
      app.registeredRoutes.push({ method, url: route.url, access, call: route.config?.call });
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

  // Every request of an operator's user or token is recorded (who, what, when), refused ones too, before it is
  // answered; a token in the address is never recorded.
  app.addHook('onSend', (request, reply, payload, done) => {
    const actor = request.actor;
    if (!actor?.operator) return done(null, payload);
    recordAccess(opts.ctx.db, actor, {
      at: opts.ctx.clock.now(),
      method: request.method,
      path: request.url.replace(/([?&])token=[^&]*/g, '$1token=…'),
      status: reply.statusCode,
    }).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });

  async function admit(request: FastifyRequest, access: Exclude<Access, { public: true }>) {
    const token = bearerToken(request);
    const actor = token ? await actorOfToken(opts.ctx, token) : null;
    if (!actor) throw unauthorized();
    request.actor = actor;
    if (!passes(actor, access)) throw forbidden();
  }
}
