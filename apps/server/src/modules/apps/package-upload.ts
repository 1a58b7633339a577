import type { Readable } from 'node:stream';
import { APP_PACKAGE_MAX_BYTES, tooLargeMessage } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { appVersions } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { unsupportedType, uploadToTemp } from '../../lib/stream-to-storage.js';
import { assertMayChange } from './policy.js';
import { findAppVersionByName, packageKey } from './repository.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const TOO_LARGE = tooLargeMessage(APP_PACKAGE_MAX_BYTES);

/** Checks before the body is read: right, tenant (global only) and that the version exists. */
export async function prepareUpload(ctx: AppContext, actor: Actor, name: string) {
  assertMayChange(actor);
  const row = await findAppVersionByName(ctx.db, name);
  if (!row) throw notFound('App-Version');
  return row;
}

/**
 * Streams the player package to a temp key (size + MD5 on the way), checks it is an APK (a ZIP),
 * records size and MD5, and moves the file to apps/{name}/player.apk after the row commits.
 */
export async function storePackage(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  file: Readable & { truncated?: boolean },
) {
  const storage = ctx.files;
  const { temp, stored } = await uploadToTemp(storage, 'app', file, TOO_LARGE);
  if (!stored.head.subarray(0, 4).equals(ZIP_MAGIC)) {
    await storage.remove(temp);
    throw unsupportedType('Dateitype nicht erlaubt. Erlaubt ist ein Android-Paket (apk).');
  }
  const name = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(appVersions).where(eq(appVersions.guid, guid)).for('update');
      if (!row) throw notFound('App-Version');
      const patch = { packageSize: stored.size, packageMd5: stored.md5, changed: new Date(ctx.clock.now()) };
      await tx.update(appVersions).set(patch).where(eq(appVersions.guid, guid));
      await audit(tx, actor, 'upload', 'appVersion', guid, { packageMd5: row.packageMd5 }, patch);
      return row.name;
    })
    .catch(async (err: unknown) => {
      await storage.remove(temp);
      throw err;
    });
  await storage.move(temp, packageKey(name));
  return { savedFileName: 'player.apk', size: stored.size, md5: stored.md5 };
}
