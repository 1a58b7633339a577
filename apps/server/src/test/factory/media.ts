import { randomUUID } from 'node:crypto';
import type { media } from '../../db/schema.js';
import type { Harness } from '../harness.js';
import { addMedia } from './playlists.js';

/** An IMAGE media row 'Bild.jpg' of companyGuid with a real 2 KiB file in the app's storage. */
export async function addStoredMedia(
  h: Harness,
  values: Partial<typeof media.$inferInsert> & { companyGuid: string | null },
) {
  const guid = randomUUID();
  const guidPlaylist = values.guidPlaylist ?? randomUUID();
  const localFileName = `${guid}.jpg`;
  await h.app.ctx.files.write(`media/${guidPlaylist}/${localFileName}`, Buffer.alloc(2048, 7));
  await addMedia(h.database.db, {
    guid,
    name: 'Bild.jpg',
    localFileName,
    guidPlaylist,
    type: 'IMAGE',
    mime: 'image/jpeg',
    size: 2048,
    ...values,
  });
  return { guid, guidPlaylist, localFileName };
}
