import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { accessGuard, accessPlugin } from './access.js';
import { registerErrorHandler } from './errors.js';

const RULE = { access: { anyOf: ['RIGHT_X'] } } as never;

/** An app with the access rules on its root and the guard in one scope (as app.ts: the staff scope). */
async function appWith(place: 'guarded' | 'outside') {
  const app = Fastify();
  await app.register(accessPlugin);
  registerErrorHandler(app);
  await app.register(async (scope) => {
    if (place === 'guarded') accessGuard(scope, { ctx: {} as AppContext });
    await scope.register(async (inner) => {
      inner.get('/secret', { config: RULE }, async () => ({ secret: true }));
      inner.get('/open', { config: { access: { public: true } } }, async () => ({ open: true }));
    });
  });
  return app;
}

describe('access guard scope', () => {
  it('guards a route with a rule anywhere inside the guarded scope', async () => {
    const app = await appWith('guarded');
    expect((await app.inject({ url: '/secret' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/open' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses to start with a route that has a rule but sits outside the guarded scope', async () => {
    await expect(appWith('outside')).rejects.toThrow(
      /GET \/secret has an access rule but is outside the guarded scope/,
    );
  });
});
