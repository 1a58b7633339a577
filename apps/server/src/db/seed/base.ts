import { randomUUID } from 'node:crypto';
import { RIGHT_CATALOGUE } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rights, roleRights, roles, users } from '../schema.js';

/** Every right but the operator group's (those belong to the operators' own roles). */
const ALL = RIGHT_CATALOGUE.filter((r) => r.groupName !== 'OPERATOR').map((r) => r.name);
const TABS = ['STAMMDATA', 'PLAYLIST', 'DEVICES', 'LOCATIONS', 'USER', 'ROLE', 'MEDIA', 'COMMENTS', 'IMPORT'];
const STAGE = [
  'RIGHT_COMP_STAGE_UPLOAD_PICTURE',
  'RIGHT_COMP_STAGE_IMG_VISIBLE',
  'RIGHT_COMP_STAGE_CHANNELS_VISIBLE',
  'RIGHT_COMP_STAGE_LAST_PING_VISIBLE',
  'RIGHT_COMP_STAGE_STATISTIC_VISIBLE',
];

/** The seeded roles and what each allows. */
export const SEEDED_ROLES: Record<string, { comment: string; allowed: string[] }> = {
  Administrator: { comment: 'Darf alles', allowed: ALL },
  'Netzwerk-Administrator': {
    comment: 'Verwaltet das eigene Netzwerk',
    allowed: [
      'RIGHT_COMP_VISIBLE_NAVIGATION',
      'RIGHT_COMP_VISIBLE_DASHBOARD',
      'RIGHT_COMP_VISIBLE_NETWORK',
      'RIGHT_COMP_VISIBLE_PLAYLIST',
      'RIGHT_COMP_VISIBLE_CHANNELS',
      'RIGHT_COMP_VISIBLE_DEVICES',
      'RIGHT_COMP_VISIBLE_USER',
      'RIGHT_COMP_VISIBLE_ROLES',
      'RIGHT_COMP_VISIBLE_MEDIA',
      ...STAGE,
      'RIGHT_NETWORK_VISIBLE_OWN',
      'RIGHT_NETWORK_OPEN_OWN',
      ...TABS.map((t) => `RIGHT_NETWORK_TAB_${t}_OWN`),
      'RIGHT_DASHBOARD_VISIBLE_NETWORK',
      'RIGHT_DASHBOARD_VISIBLE_PLAYLIST',
      'RIGHT_DASHBOARD_VISIBLE_DEVICES',
      'RIGHT_DASHBOARD_VISIBLE_USER',
      'RIGHT_COMP_HOTEL_VIEWER',
      'RIGHT_OFFER_APPROVE',
      'RIGHT_LOGIN',
      'RIGHT_COMP_OPERATOR_CONSENT',
    ],
  },
  'Standort-Benutzer': {
    comment: 'Pflegt die Sendeschleife der eigenen Geräte',
    allowed: [
      'RIGHT_COMP_VISIBLE_NAVIGATION',
      'RIGHT_COMP_VISIBLE_DASHBOARD',
      'RIGHT_COMP_VISIBLE_PLAYLIST',
      'RIGHT_COMP_STAGE_IMG_VISIBLE',
      'RIGHT_COMP_STAGE_CHANNELS_VISIBLE',
      'RIGHT_COMP_STAGE_LAST_PING_VISIBLE',
      'RIGHT_DASHBOARD_VISIBLE_PLAYLIST',
      'RIGHT_DASHBOARD_VISIBLE_DEVICES',
      'RIGHT_COMP_HOTEL_VIEWER',
      'RIGHT_LOGIN',
    ],
  },
  Support: {
    comment: 'Überwacht die Geräte und hält Kontakt zu den Netzwerken',
    allowed: [
      'RIGHT_COMP_VISIBLE_NAVIGATION',
      'RIGHT_COMP_VISIBLE_DASHBOARD',
      'RIGHT_COMP_VISIBLE_NETWORK',
      'RIGHT_COMP_VISIBLE_DEVICES',
      'RIGHT_COMP_VISIBLE_MAILS',
      'RIGHT_COMP_VISIBLE_SUPPORT',
      'RIGHT_COMP_STAGE_LAST_PING_VISIBLE',
      'RIGHT_NETWORK_VISIBLE_OWN',
      'RIGHT_NETWORK_VISIBLE_OTHER',
      'RIGHT_NETWORK_OPEN_OWN',
      'RIGHT_NETWORK_OPEN_OTHER',
      'RIGHT_NETWORK_TAB_STAMMDATA',
      'RIGHT_NETWORK_TAB_LOCATIONS',
      'RIGHT_NETWORK_TAB_DEVICES',
      'RIGHT_NETWORK_TAB_COMMENTS',
      'RIGHT_DASHBOARD_VISIBLE_NETWORK',
      'RIGHT_DASHBOARD_VISIBLE_DEVICES',
      'RIGHT_COMP_HOTEL_VIEWER',
      'RIGHT_LOGIN',
    ],
  },
};

/** Adds rights of the catalogue that the database does not have yet (every start). */
export async function seedRightsCatalogue(db: Db): Promise<void> {
  await db
    .insert(rights)
    .values(
      RIGHT_CATALOGUE.map((r) => ({
        guid: randomUUID(),
        guidRight: r.name,
        name: r.name,
        groupName: r.groupName,
        comment: r.comment,
      })),
    )
    .onConflictDoNothing({ target: rights.guidRight });
}

/** Creates a global role with exactly the given rights allowed; returns its guid. */
export async function createRoleWithRights(
  db: Db,
  name: string,
  comment: string,
  allowed: readonly string[],
  guidParent: string | null = null,
): Promise<string> {
  const guid = randomUUID();
  await db.insert(roles).values({ guid, name, comment, guidParent });
  const catalogue = await db.select({ guid: rights.guid, name: rights.guidRight }).from(rights);
  const allow = new Set(allowed);
  await db
    .insert(roleRights)
    .values(catalogue.map((r) => ({ guidRole: guid, guidRight: r.guid, allowed: allow.has(r.name) ? 1 : 0 })));
  return guid;
}

/** First start only: the four roles. Returns role guids by name. */
export async function seedRoles(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [name, def] of Object.entries(SEEDED_ROLES)) {
    const [existing] = await db.select({ guid: roles.guid }).from(roles).where(eq(roles.name, name)).limit(1);
    result[name] = existing?.guid ?? (await createRoleWithRights(db, name, def.comment, def.allowed));
  }
  return result;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}
