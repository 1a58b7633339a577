import { OFFER_CHECK_CONFIG_NAME, offerCheckSettingsError, parseOfferCheckSettings } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { type AuditFilter, audit, pageAudit } from '../../db/audit.js';
import { JobName, shiftWaiting } from '../../db/job-queue.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isGlobal } from '../../tenancy/index.js';
import { findConfig, listConfig, toConfigEntry, upsertConfig } from './repository.js';

/** Administrators: global users holding the roles right (routes require the right, this the global part). */
export function assertAdministrator(actor: Actor) {
  if (!isGlobal(actor)) throw forbidden('Nur Administratoren (globale Benutzer) dürfen das.');
}

export async function readConfig(ctx: AppContext, actor: Actor, name?: string) {
  assertAdministrator(actor);
  if (name === undefined) return (await listConfig(ctx.db)).map(toConfigEntry);
  const row = await findConfig(ctx.db, name);
  if (!row) throw notFound('Einstellung');
  return toConfigEntry(row);
}

export async function saveConfig(ctx: AppContext, actor: Actor, input: { name: string; data: string }) {
  assertAdministrator(actor);
  // Entries the server reads with a fixed shape are checked here (one module owns each; shared rules).
  const invalid = input.name === OFFER_CHECK_CONFIG_NAME ? offerCheckSettingsError(input.data) : null;
  if (invalid) throw badRequest(invalid);
  const before = await findConfig(ctx.db, input.name);
  const changed = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await upsertConfig(tx, input.name, input.data, changed);
    // a new interval of the offer check applies at once, not after the run planned with the old one
    if (input.name === OFFER_CHECK_CONFIG_NAME) {
      const minutes = (data: string | null | undefined) => parseOfferCheckSettings(data).intervalMinutes;
      await shiftWaiting(tx, ctx.clock, JobName.offerCheck, (minutes(input.data) - minutes(before?.data)) * 60_000);
    }
    await audit(
      tx,
      actor,
      before ? 'update' : 'create',
      'systemConfig',
      input.name,
      before ? { data: before.data } : null,
      { data: input.data },
    );
  });
  return { name: input.name, data: input.data, changed: changed.getTime() };
}

export async function readAudit(
  ctx: AppContext,
  actor: Actor,
  query: AuditFilter & { page: number; itemsPerPage: number },
) {
  assertAdministrator(actor);
  return pageAudit(ctx.db, query, query);
}
