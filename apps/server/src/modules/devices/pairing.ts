import type { PairingClaim } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/token-buckets.js';
import { dropPairingCode, screenOfCode } from '../../player/pairing.js';
import { companyFacts, networkOfCompany } from '../../tenancy/index.js';
import { findDevice } from '../device-records/repository.js';
import { readablePlaylist } from '../playlists/policy.js';
import { assignDevice } from './commands.js';
import { canAssignTo } from './policy.js';

/** Wrong codes per user: 10 at once, refilled over 15 minutes (8.9 · 10⁸ codes: guessing is hopeless). */
export const WRONG_CODES_PER_USER = 10;
export const WRONG_CODES_WINDOW_MS = 15 * 60_000;
/** Shared by every server process on one PostgreSQL (AppContext.limiter). */
export const wrongCodeLimiter = (ctx: AppContext): RateLimiter =>
  ctx.limiter('pairing-wrong-codes', WRONG_CODES_PER_USER, WRONG_CODES_WINDOW_MS);

const tooManyWrongCodes = (waitMs: number) =>
  new AppError('TOO_MANY_ATTEMPTS', 'Zu viele falsche Codes. Bitte warten Sie einige Minuten.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });

export const unknownCode = () =>
  new AppError(
    'NOT_FOUND',
    'Dieser Code ist unbekannt oder abgelaufen. Bitte lesen Sie den Code am Bildschirm erneut ab.',
  );

type Claim = { code: string } & Omit<PairingClaim, 'code'>;

/**
 * POST devices/pair: the screen showing `code` goes to the location and plays the playlist. The code proves
 * that the user stands at the screen, so a network administrator may claim a waiting screen (which they
 * cannot see in any list); the target location and the playlist must be in their reach, the playlist of the
 * chosen network or a global one. Wrong codes are limited per user.
 */
export async function claimScreen(ctx: AppContext, actor: Actor, wrongCodes: RateLimiter, claim: Claim) {
  const wait = await wrongCodes.wait(actor.guid);
  if (wait > 0) throw tooManyWrongCodes(wait);
  const location = await companyFacts(ctx.db, claim.location);
  if (
    !location ||
    location.network !== claim.network ||
    !canAssignTo(actor, { guid: location.guid, networkGuid: location.network })
  ) {
    throw notFound('Standort');
  }
  const playlist = await readablePlaylist(ctx.db, actor, claim.playlist);
  const playlistNetwork = playlist.guidCompany ? await networkOfCompany(ctx.db, playlist.guidCompany) : null;
  if (playlistNetwork && playlistNetwork !== claim.network) {
    throw badRequest('Die Playlist gehört zu einem anderen Netzwerk. Bitte wählen Sie eine Playlist dieses Netzwerks.');
  }
  const guid = await screenOfCode(ctx, claim.code);
  const row = guid ? await findDevice(ctx.db, guid) : null;
  if (!row) {
    await wrongCodes.take(actor.guid);
    throw unknownCode();
  }
  // Whoever removes the code claims the screen; a parallel claim with the same code finds none.
  if (!(await dropPairingCode(ctx, row.guid))) throw unknownCode();
  const device = await assignDevice(
    ctx,
    actor,
    row,
    { guid: location.guid, networkGuid: location.network },
    { playlist: playlist.guid, action: 'pair' },
  );
  return { success: true as const, device };
}
