import { randomUUID } from 'node:crypto';
import { ORGANISER_CHANNEL } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { addPlaylist } from './playlists.js';

type CompanyValues = Partial<typeof companies.$inferInsert>;

/** A network (isMother 1) named 'Netz xxxx' unless given; returns its guid (values.guid if set). */
export async function addNetwork(db: Db, values: CompanyValues = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(companies).values({ isMother: 1, name: `Netz ${guid.slice(0, 4)}`, ...values, guid });
  return guid;
}

/** A location (isMother 0) under values.guidParent (null: no network); returns its guid. */
export async function addLocation(db: Db, values: CompanyValues & { guidParent: string | null }) {
  const guid = values.guid ?? randomUUID();
  await db.insert(companies).values({ isMother: 0, name: `Standort ${guid.slice(0, 4)}`, ...values, guid });
  return guid;
}

/** An organiser network (typ 1) with a channel playlist (channel 20). */
export async function addOrganiser(db: Db) {
  const network = await addNetwork(db, { name: 'Veranstalter X', typ: 1 });
  const channel = await addPlaylist(db, { guidCompany: network, channel: ORGANISER_CHANNEL, name: 'Sommerkanal' });
  return { network, channel };
}

export async function setCompanyEmail(db: Db, guid: string, email: string | null) {
  await db.update(companies).set({ email }).where(eq(companies.guid, guid));
}
