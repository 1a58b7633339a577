import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { pendingMigrations } from '../db/client.js';

/** Each readiness check must answer within this time, else it counts as failed. */
export const CHECK_TIMEOUT_MS = 2000;

export type CheckResult = 'ok' | 'fail';

async function within(ms: number, check: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'fail'>((resolve) => {
    timer = setTimeout(() => resolve('fail'), ms);
  });
  const run = check().then(
    () => 'ok' as const,
    () => 'fail' as const,
  );
  try {
    return await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Database answers, storage takes a file (written and removed again), every migration is applied. */
export async function readiness(ctx: AppContext, timeoutMs = CHECK_TIMEOUT_MS) {
  const [database, storage, migrations] = await Promise.all([
    within(timeoutMs, async () => {
      await ctx.db.execute(sql`select 1`);
    }),
    within(timeoutMs, async () => {
      // Not under tmp/ (kept on local disk by every storage): the probe must reach where media live
      // (DATA_DIR/files or the bucket). A crash between write and remove leaves one 2-byte file.
      const key = `health/probe-${randomBytes(6).toString('hex')}`;
      await ctx.files.write(key, Buffer.from('ok'));
      await ctx.files.remove(key);
    }),
    within(timeoutMs, async () => {
      if ((await pendingMigrations(ctx.db)) !== 0) throw new Error('migrations pending');
    }),
  ]);
  return { database, storage, migrations };
}

const live = () => ({ status: 'ok' as const });

/**
 * Probes for supervisors and load balancers, public and outside the API documentation (operations, not
 * product API; docs/OPERATIONS.md 'Health and metrics'): /health/live (the process answers, no database), /healthz
 * (its old name), /health/ready (200 when database, storage and migrations are fine, else 503 naming them).
 */
export async function healthRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  // Probed every few seconds: only failures reach the log; helmet's document headers mean nothing to a probe.
  const hidden = {
    schema: { hide: true },
    config: { access: { public: true } },
    logLevel: 'warn',
    helmet: false,
  } as const;
  app.get('/health/live', hidden, live);
  app.get('/healthz', hidden, live);
  app.get('/health/ready', hidden, async (_req, reply) => {
    const checks = await readiness(opts.ctx);
    const ok = Object.values(checks).every((c) => c === 'ok');
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'fail', checks });
  });
}
