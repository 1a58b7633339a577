import { type DeletionImpact, hasDeletionImpact } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { confirmationRequired, namedOf, playlistsImpact } from '../../db/deletion-impact.js';
import { companies } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { assertChangesNetworkRecords, networkRecord } from '../../tenancy/index.js';
import { detachDevicesOf, moveDevicesOfLocation } from '../device-records/writes.js';
import { countUsersAt, usersAt } from '../users/repository.js';
import { canDelete, canUseTab } from './policy.js';
import { type CompanyRow, companyRef, findByImportKey, findCompany, networkOfRow, toCompany } from './repository.js';
import { NETWORK, visibleCompany } from './service.js';

const kind = (row: CompanyRow) => (row.isMother === 1 ? 'Netzwerk' : 'Standort');
/** 'dieses Netzwerk' / 'diesen Standort' (neuter / masculine). */
const thisOne = (row: CompanyRow) => (row.isMother === 1 ? 'dieses Netzwerk' : 'diesen Standort');
/** The pronoun for the company in 'bevor Sie … löschen': 'es' (Netzwerk) / 'ihn' (Standort). */
const pronoun = (row: CompanyRow) => (row.isMother === 1 ? 'es' : 'ihn');
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Users would silently become global users (no network) if their company went away or left its network. */
async function refuseWhileUsersAttached(ctx: AppContext, row: CompanyRow, what: string) {
  const n = await countUsersAt(ctx.db, row.guid);
  if (n > 0) {
    throw conflict(
      `Dem ${kind(row)} „${row.name}“ ${n === 1 ? 'ist' : 'sind'} noch ${n} Benutzer zugeordnet. Bitte löschen Sie die Benutzer oder ordnen Sie sie zuerst neu zu, bevor Sie ${pronoun(row)} ${what}.`,
    );
  }
}

async function deletableCompany(ctx: AppContext, actor: Actor, guid: string) {
  assertChangesNetworkRecords(actor);
  const row = await visibleCompany(ctx, actor, guid);
  const network = networkOfRow(row);
  if (!canDelete(actor, companyRef(row))) throw forbidden(`Sie dürfen ${thisOne(row)} nicht löschen.`);
  return { row, network };
}

/** What goes with the company (playlists, templates, roles), the screens it detaches, the users that block it. */
async function impactOf(db: Db, row: CompanyRow): Promise<DeletionImpact> {
  const ownDevices =
    row.isMother === 1
      ? sql`(d.guid_company = ${row.guid}::uuid or d.guid_parent = ${row.guid}::uuid)`
      : sql`d.guid_company = ${row.guid}::uuid`;
  const playlists = await namedOf(db, 'playlists', 'guid_company', row.guid);
  return {
    ...(await playlistsImpact(
      db,
      playlists.map((p) => p.guid),
      ownDevices,
    )),
    playlists,
    templates: await namedOf(db, 'templates', 'guid_parent', row.guid),
    roles: await namedOf(db, 'roles', 'guid_parent', row.guid),
    users: await usersAt(db, row.guid),
  };
}

/** What deleting the company would take with it and change elsewhere; deletes nothing. */
export async function companyDeletionImpact(ctx: AppContext, actor: Actor, guid: string) {
  const { row } = await deletableCompany(ctx, actor, guid);
  return impactOf(ctx.db, row);
}

const impactMessage = (row: CompanyRow, impact: DeletionImpact) =>
  `Mit dem ${kind(row)} „${row.name}“ werden ${impact.playlists.length} Playlist(s), ${impact.templates.length} Vorlage(n) und ${impact.roles.length} Rolle(n) gelöscht; ${impact.devices.length} Bildschirm(e) werden gelöst oder verlieren ihre Playlist, ${impact.locations.length} andere(r) Standort(e) verlieren Verknüpfungen. Zum Löschen bitte bestätigen (confirm=1).`;

/**
 * Deletes a company's playlists inside the company's deletion (its transaction). The playlists module owns the
 * table and imports this module (the companies' reach, locations, opening hours), so the app passes its function
 * to the company routes: a direct import would close a cycle.
 */
export type DeletePlaylistsOfCompany = (tx: Db, company: string) => Promise<void>;

/**
 * Deleting a network is refused while it still has locations or users (nothing is deleted behind the user's
 * back); a location likewise while users are attached. Devices are never deleted: they lose the company
 * (a location's devices stay in its network). Playlists, comments, roles and templates of the company go:
 * without confirm that answers 409 with them (and the screens and other locations affected) in error.details.
 * Media stay (they are shared by guid), as do other locations' playlists linked into its playlists.
 */
export async function deleteCompany(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  deletePlaylistsOf: DeletePlaylistsOfCompany,
  confirm = false,
) {
  const { row, network } = await deletableCompany(ctx, actor, guid);
  if (row.cntLocations > 0) {
    throw conflict(
      `Das Netzwerk „${row.name}“ hat noch ${counted(row.cntLocations, 'Standort', 'Standorte')}. Bitte löschen oder verschieben Sie zuerst die Standorte.`,
    );
  }
  await refuseWhileUsersAttached(ctx, row, 'löschen');
  // Deleting the company row tells every screen (player/table-map.ts: its cascades reach playlists and devices).
  const detachedDevices = await ctx.db.transaction(async (tx) => {
    const impact = await impactOf(tx, row);
    if (!confirm && hasDeletionImpact(impact)) throw confirmationRequired(impactMessage(row, impact), impact);
    const detached = await detachDevicesOf(tx, { guid, isNetwork: row.isMother === 1, network });
    // Its playlists go: screens elsewhere that played one have none now (foreign key).
    await deletePlaylistsOf(tx, guid);
    await tx.delete(companies).where(eq(companies.guid, guid));
    await audit(tx, actor, 'delete', 'company', guid, toCompany(row), {
      detachedDevices: detached,
      playlists: impact.playlists.length,
    });
    return detached;
  });
  return { success: true, detachedDevices };
}

async function moveLocation(ctx: AppContext, actor: Actor, row: CompanyRow, target: string | null) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ guidParent: target, changed: new Date(ctx.clock.now()) })
      .where(eq(companies.guid, row.guid));
    await moveDevicesOfLocation(tx, row.guid, target);
    await audit(
      tx,
      actor,
      target ? 'link' : 'unlink',
      'company',
      row.guid,
      { guidParent: row.guidParent },
      {
        guidParent: target,
      },
    );
  });
  const moved = await findCompany(ctx.db, row.guid);
  return toCompany(moved ?? row);
}

/** A location joins a network (its devices follow); needs the Standorte tab right of both networks. */
export async function linkCompany(ctx: AppContext, actor: Actor, guid: string, parentGuid: string) {
  assertChangesNetworkRecords(actor);
  const location = await visibleCompany(ctx, actor, guid, 'Standort');
  const target = await visibleCompany(ctx, actor, parentGuid, NETWORK);
  if (location.isMother === 1) throw badRequest('Nur Standorte können einem Netzwerk zugeordnet werden.');
  if (target.isMother !== 1) throw badRequest('Ein Standort kann nur einem Netzwerk zugeordnet werden.');
  if (target.typ === 1) throw badRequest('Ein Veranstalter-Netzwerk hat keine Standorte.');
  if (location.guidParent === target.guid) return toCompany(location);
  const tab = (network: string | null) => canUseTab(actor, 'LOCATIONS', networkRecord(network));
  if (!tab(target.guid) || !tab(location.guidParent)) {
    throw forbidden('Sie dürfen diesen Standort nicht zuordnen.');
  }
  await refuseWhileUsersAttached(ctx, location, 'einem anderen Netzwerk zuordnen');
  if (location.importKey && (await findByImportKey(ctx.db, target.guid, location.importKey))) {
    throw conflict(
      `Im Netzwerk „${target.name}“ gibt es bereits einen Standort mit der Firmen-ID „${location.importKey}“.`,
    );
  }
  return moveLocation(ctx, actor, location, target.guid);
}

/** A location leaves its network and shows the 'zuweisen' link afterwards. */
export async function unlinkCompany(ctx: AppContext, actor: Actor, guid: string) {
  assertChangesNetworkRecords(actor);
  const location = await visibleCompany(ctx, actor, guid, 'Standort');
  if (location.isMother === 1) throw badRequest('Ein Netzwerk gehört zu keinem anderen Netzwerk.');
  if (location.guidParent === null) return toCompany(location);
  if (!canUseTab(actor, 'LOCATIONS', networkRecord(location.guidParent)))
    throw forbidden('Sie dürfen diesen Standort nicht lösen.');
  await refuseWhileUsersAttached(ctx, location, 'vom Netzwerk lösen');
  return moveLocation(ctx, actor, location, null);
}
