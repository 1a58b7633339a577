import type { Actor, AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { canSee, canSeeChannels, canUseTab } from './policy.js';
import { companyRef, findCompany, networkOfRow } from './repository.js';
import { healthJudge } from './screen-health.js';
import { COMPANY, visibleCompany } from './service.js';
import { channelsOf, devicesOf, playlistsOf } from './tabs-repository.js';

const TAB_DENIED = (tab: string) => forbidden(`Dafür fehlt Ihnen die Berechtigung für den Reiter ${tab}.`);

export async function companyPlaylists(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canUseTab(actor, 'PLAYLIST', companyRef(row))) throw TAB_DENIED('Playlist');
  return playlistsOf(ctx.db, row.guid);
}

export async function companyDevices(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canUseTab(actor, 'DEVICES', companyRef(row))) throw TAB_DENIED('Geräte');
  return devicesOf(ctx.db, row.guid, row.isMother === 1, (locations) => healthJudge(ctx, locations));
}

/**
 * Also for location users on the stage preview (their own location, RIGHT_COMP_STAGE_CHANNELS_VISIBLE); for them
 * every company but their own location is foreign (404), sibling locations of the same network included.
 */
export async function companyChannels(ctx: AppContext, actor: Actor, guid: string) {
  const row = await findCompany(ctx.db, guid);
  const company = row ? companyRef(row) : null;
  if (!row || !company || !(canSee(actor, company) || canSeeChannels(actor, company))) throw notFound(COMPANY);
  if (!canSeeChannels(actor, company)) throw TAB_DENIED('Playlist');
  return channelsOf(ctx.db, row.guid, networkOfRow(row));
}
