import { eq, or } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companies, devices } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { canDelete, canUseTab } from './policy.js';
import { type CompanyRow, countUsersAt, findByImportKey, findCompany, networkOfRow, toCompany } from './repository.js';
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

/**
 * Deleting a network is refused while it still has locations or users (nothing is deleted behind the user's
 * back); a location likewise while users are attached. Devices are never deleted: they lose the company
 * (a location's devices stay in its network). Playlists, comments, roles and templates of the company go.
 */
export async function deleteCompany(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  const network = networkOfRow(row);
  if (!canDelete(actor, network)) throw forbidden(`Sie dürfen ${thisOne(row)} nicht löschen.`);
  if (row.cntLocations > 0) {
    throw conflict(
      `Das Netzwerk „${row.name}“ hat noch ${counted(row.cntLocations, 'Standort', 'Standorte')}. Bitte löschen oder verschieben Sie zuerst die Standorte.`,
    );
  }
  await refuseWhileUsersAttached(ctx, row, 'löschen');
  const detachedDevices = await ctx.db.transaction(async (tx) => {
    const detached =
      row.isMother === 1
        ? await tx
            .update(devices)
            .set({ guidCompany: null, guidParent: null })
            .where(or(eq(devices.guidCompany, guid), eq(devices.guidParent, guid)))
            .returning({ guid: devices.guid })
        : await tx
            .update(devices)
            .set({ guidCompany: null, guidParent: network })
            .where(eq(devices.guidCompany, guid))
            .returning({ guid: devices.guid });
    await tx.delete(companies).where(eq(companies.guid, guid));
    await audit(tx as Db, actor, 'delete', 'company', guid, toCompany(row), { detachedDevices: detached.length });
    return detached.length;
  });
  return { success: true, detachedDevices };
}

async function moveLocation(ctx: AppContext, actor: Actor, row: CompanyRow, target: string | null) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ guidParent: target, changed: new Date(ctx.clock.now()) })
      .where(eq(companies.guid, row.guid));
    await tx.update(devices).set({ guidParent: target }).where(eq(devices.guidCompany, row.guid));
    await audit(
      tx as Db,
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
  const location = await visibleCompany(ctx, actor, guid, 'Standort');
  const target = await visibleCompany(ctx, actor, parentGuid, NETWORK);
  if (location.isMother === 1) throw badRequest('Nur Standorte können einem Netzwerk zugeordnet werden.');
  if (target.isMother !== 1) throw badRequest('Ein Standort kann nur einem Netzwerk zugeordnet werden.');
  if (target.typ === 1) throw badRequest('Ein Veranstalter-Netzwerk hat keine Standorte.');
  if (location.guidParent === target.guid) return toCompany(location);
  if (!canUseTab(actor, 'LOCATIONS', target.guid) || !canUseTab(actor, 'LOCATIONS', location.guidParent)) {
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
  const location = await visibleCompany(ctx, actor, guid, 'Standort');
  if (location.isMother === 1) throw badRequest('Ein Netzwerk gehört zu keinem anderen Netzwerk.');
  if (location.guidParent === null) return toCompany(location);
  if (!canUseTab(actor, 'LOCATIONS', location.guidParent)) throw forbidden('Sie dürfen diesen Standort nicht lösen.');
  await refuseWhileUsersAttached(ctx, location, 'vom Netzwerk lösen');
  return moveLocation(ctx, actor, location, null);
}
