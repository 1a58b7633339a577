import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlists } from '../../db/schema.js';

/**
 * A company's deletion takes its playlists along (companies/membership.ts, inside its transaction; the app
 * passes this function to the company routes). The write unit tells the screens after the commit, also those
 * whose playlist linked one of them (player/table-map.ts).
 */
export async function deletePlaylistsOfCompany(tx: Db, company: string): Promise<void> {
  await tx.delete(playlists).where(eq(playlists.guidCompany, company));
}
