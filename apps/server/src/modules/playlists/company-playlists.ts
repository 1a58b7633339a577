import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { playlists } from '../../db/schema.js';

/**
 * A company's deletion takes its playlists along (companies/membership.ts, inside its transaction; the app
 * passes this function to the company routes). Returns the change notice to send after the commit: playlists
 * of other companies that linked one lost the item.
 */
export async function deletePlaylistsOfCompany(ctx: AppContext, tx: Db, company: string): Promise<() => void> {
  await tx.delete(playlists).where(eq(playlists.guidCompany, company));
  return () => ctx.invalidation.playlistsChanged();
}
