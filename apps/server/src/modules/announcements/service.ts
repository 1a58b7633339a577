import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_ENDED_LISTED_MS,
  ANNOUNCEMENT_MAX_MS,
  type Announcement,
  type AnnouncementScope,
  announcementStateAt,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { type CompanyRef, networkRecord } from '../../tenancy/index.js';
import { canSee } from '../companies/policy.js';
import { companyNames } from '../companies/queries.js';
import { companyRef } from '../companies/repository.js';
import { NETWORK, visibleCompany } from '../companies/service.js';
import { deviceFactsOfMany } from '../device-records/lists.js';
import { devicesOfCompany } from '../device-records/writes.js';
import { ANNOUNCEMENT, announcementReach, assertMayAnnounce, mayAnnounce } from './policy.js';
import {
  type AnnouncementRow,
  deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  listCondition,
  patchAnnouncement,
  selectAnnouncements,
} from './repository.js';

export interface AnnouncementInput {
  network: string;
  scope: AnnouncementScope;
  location?: string;
  devices?: string[];
  text: string;
  colour: string;
  startsAt?: number;
  endsAt: number;
}

export const pictureKey = (guid: string, file: string) => `announcements/${guid}/${file}`;
/** Public paths (the screens load them without login; the guid is not guessable): the page and the picture. */
export const pagePath = (guid: string) => `/api/announcement/${encodeURIComponent(guid)}`;
export const picturePath = (guid: string, file: string) => `${pagePath(guid)}/${encodeURIComponent(file)}`;

const ownerOf = (row: { network: string; location: string | null }): CompanyRef => ({
  guid: row.location ?? row.network,
  network: row.network,
});

/** Names of the networks, locations and screens the rows name (guid → name). */
async function namesOf(ctx: AppContext, rows: readonly AnnouncementRow[]): Promise<Map<string, string>> {
  const companies = [...new Set(rows.flatMap((r) => (r.location ? [r.network, r.location] : [r.network])))];
  const devices = [...new Set(rows.flatMap((r) => r.deviceGuids))];
  const names = await companyNames(ctx.db, companies);
  for (const d of await deviceFactsOfMany(ctx.db, devices)) names.set(d.guid, d.name ?? d.guid);
  return names;
}

function toView(row: AnnouncementRow, actor: Actor, now: number, names: Map<string, string>): Announcement {
  const startsAt = row.startsAt.getTime();
  const endsAt = row.endsAt.getTime();
  return {
    guid: row.guid,
    network: row.network,
    networkName: names.get(row.network) ?? null,
    scope: row.scope as AnnouncementScope,
    location: row.location,
    locationName: row.location ? (names.get(row.location) ?? null) : null,
    devices: row.deviceGuids.filter((g) => names.has(g)).map((g) => ({ guid: g, name: names.get(g) as string })),
    text: row.text,
    colour: row.colour,
    pictureUrl: row.picture ? picturePath(row.guid, row.picture) : null,
    startsAt,
    endsAt,
    state: announcementStateAt({ startsAt, endsAt }, now),
    createdBy: row.createdBy,
    createdAt: row.created.getTime(),
    editable: mayAnnounce(actor, ownerOf(row)),
  };
}

async function viewOf(ctx: AppContext, actor: Actor, row: AnnouncementRow): Promise<Announcement> {
  return toView(row, actor, ctx.clock.now(), await namesOf(ctx, [row]));
}

/** Current, planned and recently ended announcements the actor reaches (optionally of one network). */
export async function listAnnouncements(ctx: AppContext, actor: Actor, filter: { network?: string }) {
  const now = ctx.clock.now();
  const since = new Date(now - ANNOUNCEMENT_ENDED_LISTED_MS);
  const rows = await selectAnnouncements(ctx.db, listCondition(announcementReach(actor), since, filter.network));
  const names = await namesOf(ctx, rows);
  return rows.map((row) => toView(row, actor, now, names));
}

interface Target {
  owner: CompanyRef;
  location: string | null;
  devices: string[];
}

/** Checks the target (visible, in the network, the Stammdaten right on it) and finds the announcement's owner. */
async function targetOf(ctx: AppContext, actor: Actor, input: AnnouncementInput): Promise<Target> {
  let target: Target;
  if (input.scope === 'location') {
    // A location user does not see its network as a record, only its location: the location names the network.
    const location = await visibleCompany(ctx, actor, input.location as string, 'Standort');
    if (location.isMother === 1 || location.guidParent !== input.network)
      throw fieldError('body.location', 'Der Standort gehört nicht zu diesem Netzwerk.');
    target = { owner: companyRef(location), location: location.guid, devices: [] };
  } else if (input.scope === 'devices') {
    const wanted = [...new Set((input.devices ?? []).map((g) => g.toLowerCase()))];
    const facts = await deviceFactsOfMany(ctx.db, wanted);
    if (facts.length !== wanted.length || facts.some((f) => !canSee(actor, { guid: f.company, network: f.network })))
      throw notFound('Gerät');
    if (facts.some((f) => f.network !== input.network))
      throw fieldError('body.devices', 'Die Bildschirme müssen zu diesem Netzwerk gehören.');
    const locations = new Set(facts.map((f) => f.company));
    const only = locations.size === 1 ? ([...locations][0] ?? null) : null;
    const owner = only ? { guid: only, network: input.network } : networkRecord(input.network);
    target = { owner, location: only, devices: wanted };
  } else {
    const network = await visibleCompany(ctx, actor, input.network, NETWORK);
    if (network.isMother !== 1) throw fieldError('body.network', 'Bitte ein Netzwerk wählen.');
    target = { owner: networkRecord(network.guid), location: null, devices: [] };
  }
  assertMayAnnounce(actor, target.owner);
  return target;
}

/**
 * Names the announcement's screens for its write (player/table-map.ts: an announcement's keys are device guids), so
 * that after the commit only they are told (and by the push channel the browser screens among them).
 */
export async function screensOf(
  tx: Db,
  row: { scope: string; network: string; location: string | null; devices: string[] },
) {
  const screens =
    row.scope === 'devices'
      ? row.devices
      : row.scope === 'location' && row.location
        ? await devicesOfCompany(tx, { guid: row.location, isNetwork: false })
        : await devicesOfCompany(tx, { guid: row.network, isNetwork: true });
  rowsWritten(tx, announcements, screens);
}

export const screensOfRow = (row: AnnouncementRow) => ({
  scope: row.scope,
  network: row.network,
  location: row.location,
  devices: row.deviceGuids,
});

export async function createAnnouncement(ctx: AppContext, actor: Actor, input: AnnouncementInput) {
  const target = await targetOf(ctx, actor, input);
  const now = ctx.clock.now();
  // A start in the past (a form left open) means now.
  const startsAt = Math.max(input.startsAt ?? now, now);
  if (input.endsAt <= startsAt)
    throw fieldError('body.endsAt', 'Das Ende muss nach dem Beginn und in der Zukunft liegen.');
  if (input.endsAt - startsAt > ANNOUNCEMENT_MAX_MS)
    throw fieldError('body.endsAt', 'Eine Ankündigung läuft höchstens 31 Tage.');
  const guid = randomUUID();
  const row = {
    guid,
    guidNetwork: input.network,
    scope: input.scope,
    guidLocation: target.location,
    deviceGuids: target.devices,
    text: input.text,
    colour: input.colour,
    startsAt: new Date(startsAt),
    endsAt: new Date(input.endsAt),
    guidUser: actor.guid,
    createdBy: actor.username,
    created: new Date(now),
    changed: new Date(now),
  };
  await ctx.db.transaction(async (tx) => {
    await insertAnnouncement(tx, row);
    await audit(tx, actor, 'create', 'announcement', guid, null, row);
    await screensOf(tx, { ...input, location: target.location, devices: target.devices });
  });
  return viewOf(ctx, actor, (await findAnnouncement(ctx.db, guid)) as AnnouncementRow);
}

/**
 * An announcement the actor may change: 404 outside what it sees, 403 without the right on its target (a location
 * user sees its network's announcements that reach its screens, and changes only its location's).
 */
export async function changeableAnnouncement(ctx: AppContext, actor: Actor, guid: string): Promise<AnnouncementRow> {
  const row = await findAnnouncement(ctx.db, guid, announcementReach(actor));
  if (!row) throw notFound(ANNOUNCEMENT);
  assertMayAnnounce(actor, ownerOf(row));
  return row;
}

/** Ends it now (a planned one never starts); an ended one stays as it is. */
export async function endAnnouncement(ctx: AppContext, actor: Actor, guid: string) {
  const row = await changeableAnnouncement(ctx, actor, guid);
  const now = ctx.clock.now();
  if (row.endsAt.getTime() > now) {
    const patch = {
      startsAt: new Date(Math.min(row.startsAt.getTime(), now)),
      endsAt: new Date(now),
      changed: new Date(now),
    };
    await ctx.db.transaction(async (tx) => {
      await patchAnnouncement(tx, guid, patch);
      await audit(tx, actor, 'end', 'announcement', guid, { startsAt: row.startsAt, endsAt: row.endsAt }, patch);
      await screensOf(tx, screensOfRow(row));
    });
  }
  return viewOf(ctx, actor, (await findAnnouncement(ctx.db, guid)) as AnnouncementRow);
}

export async function deleteAnnouncement(ctx: AppContext, actor: Actor, guid: string): Promise<void> {
  const row = await changeableAnnouncement(ctx, actor, guid);
  await ctx.db.transaction(async (tx) => {
    await deleteAnnouncementRow(tx, guid);
    await audit(tx, actor, 'delete', 'announcement', guid, { ...screensOfRow(row), text: row.text }, null);
    await screensOf(tx, screensOfRow(row));
  });
  if (row.picture) await ctx.files.remove(pictureKey(guid, row.picture));
}
