import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { rowsWritten } from '../db/write-unit.js';
import type { Clock } from '../lib/clock.js';
import { patchDevice } from '../modules/device-records/writes.js';
import { touchPlaylist } from '../modules/playlists/repository.js';

// Writes as the owners make them, through an app's recording database (ctx.db): the screens are told by the
// write unit after the commit, never by a notice sent by hand.
type App = { ctx: { db: Db; clock: Clock } };

/** A device row written (its `edited` stamp): its screens are told. */
export const writeDevice = (app: App, guid: string) =>
  app.ctx.db.transaction((tx) => patchDevice(tx, guid, { edited: new Date(app.ctx.clock.now()) }));

/** A playlist touched (as after a change of its items): the screens playing it, or linking it, are told. */
export const writePlaylist = (app: App, guid: string) =>
  app.ctx.db.transaction((tx) => touchPlaylist(tx, guid, app.ctx.clock.now()));

/** A media row written; with `guid` only the screens whose loop holds it are told, without every screen. */
export const writeMedia = (app: App, guid: string, narrow = true) =>
  app.ctx.db.transaction(async (tx) => {
    await tx.update(media).set({ tags: '[]' }).where(eq(media.guid, guid));
    if (narrow) rowsWritten(tx, media, [guid]);
  });
