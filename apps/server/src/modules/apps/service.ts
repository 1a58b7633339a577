import { randomUUID } from 'node:crypto';
import type { AppUpdate } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { appVersions } from '../../db/schema.js';
import { afterCommit } from '../../db/write-unit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { assertMayChange } from './policy.js';
import {
  findAppVersion,
  findAppVersionByName,
  listAppVersions,
  makeDefault,
  nextNewName,
  packageKey,
  toAppVersion,
} from './repository.js';

const APP = 'App-Version';

export async function listApps(ctx: AppContext, keyWord?: string) {
  return (await listAppVersions(ctx.db, keyWord)).map(toAppVersion);
}

export async function getApp(ctx: AppContext, guid: string) {
  const row = await findAppVersion(ctx.db, guid);
  if (!row) throw notFound(APP);
  return row;
}

export async function createApp(ctx: AppContext, actor: Actor) {
  assertMayChange(actor);
  const now = new Date(ctx.clock.now());
  const row = {
    guid: randomUUID(),
    name: await nextNewName(ctx.db),
    isDefault: 0,
    comment: null,
    created: now,
    changed: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(appVersions).values(row);
    await audit(tx, actor, 'create', 'appVersion', row.guid, null, row);
  });
  return toAppVersion(await getApp(ctx, row.guid));
}

export async function updateApp(ctx: AppContext, actor: Actor, guid: string, input: AppUpdate) {
  assertMayChange(actor);
  const current = await getApp(ctx, guid);
  const name = input.name ?? current.name;
  if (name !== current.name && (await findAppVersionByName(ctx.db, name))) {
    throw conflict('Dieser Name ist bereits vergeben.');
  }
  const patch = {
    name,
    comment: input.comment === undefined ? current.comment : input.comment || null,
    changed: new Date(ctx.clock.now()),
  };
  const storage = ctx.files;
  await ctx.db.transaction(async (tx) => {
    await tx.update(appVersions).set(patch).where(eq(appVersions.guid, guid));
    if (input.isDefault === 1) await makeDefault(tx, guid);
    if (input.isDefault === 0) await tx.update(appVersions).set({ isDefault: 0 }).where(eq(appVersions.guid, guid));
    await audit(tx, actor, 'update', 'appVersion', guid, toAppVersion(current), {
      ...patch,
      isDefault: input.isDefault,
    });
    // A renamed version's package moves to its new URL before the screens are told of the new name.
    afterCommit(tx, async () => {
      if (name === current.name || (await storage.size(packageKey(current.name))) === null) return;
      await storage.move(packageKey(current.name), packageKey(name));
      await storage.remove(`apps/${current.name}`);
    });
  });
  return toAppVersion(await getApp(ctx, guid));
}

export async function deleteApp(ctx: AppContext, actor: Actor, guid: string) {
  assertMayChange(actor);
  const current = await getApp(ctx, guid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(appVersions).where(eq(appVersions.guid, guid));
    await audit(tx, actor, 'delete', 'appVersion', guid, toAppVersion(current), null);
  });
  await ctx.files.remove(`apps/${current.name}`);
}
