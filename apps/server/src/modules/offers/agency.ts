import { DEFAULT_OFFER_TIME_ZONE } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { memoKey } from '../../lib/memo.js';
import { addressKey, type RateLimiter } from '../../lib/token-buckets.js';
import { contactByGuid, type LocationContact, locationByOfferCode } from '../companies/queries.js';
import { findConfig } from '../system/repository.js';

/** Wrong codes allowed per source address: 10 at once, refilled at 10 per 10 minutes. */
export const WRONG_CODES_PER_ADDRESS = 10;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/** System config entry with the support contact the agency-unknown message names (data: JSON text). */
export const SUPPORT_CONFIG_NAME = 'offerSupport';
const DEFAULT_SUPPORT = 'Ihren Ansprechpartner im Support';

/** The location an offer code names (SPEC §6): what every offer call works on (timeZone null: Europe/Berlin). */
export type Agency = LocationContact;

/** The zone an agency's offer periods are whole days in. */
export const agencyZone = (agency: Agency | null) => agency?.timeZone ?? DEFAULT_OFFER_TIME_ZONE;

const WRONG_CODES = memoKey<RateLimiter>('wrong codes');
/** The per-address limiter of wrong codes (one per app; shared by the processes on one PostgreSQL). */
export const wrongCodeLimiter = (ctx: AppContext): RateLimiter =>
  ctx.memo(WRONG_CODES, () => ctx.limiter('wrong-codes', WRONG_CODES_PER_ADDRESS, WRONG_CODE_WINDOW_MS));

/** The support contact from system config ({"contact": "..."} or {"email", "phone"}), else a general hint. */
async function supportContact(ctx: AppContext): Promise<string> {
  const row = await findConfig(ctx.db, SUPPORT_CONFIG_NAME);
  try {
    const data = JSON.parse(row?.data ?? '{}') as Record<string, unknown>;
    const parts = [data.contact, data.email, data.phone].filter((v): v is string => typeof v === 'string' && !!v);
    if (parts.length > 0) return parts.join(', ');
  } catch {
    // unreadable entry: the general hint
  }
  return DEFAULT_SUPPORT;
}

/** The location by its guid (the re-check of running offers works without a code); null when gone. */
export function agencyByGuid(ctx: AppContext, guid: string): Promise<Agency | null> {
  return contactByGuid(ctx.db, guid);
}

/** Which tool a code opens: the refusal names it ('für das Angebotstool', 'für den Hotelviewer'). */
export type CodeTool = 'offers' | 'hotels';
const TOOL_NAME: Record<CodeTool, string> = { offers: 'das Angebotstool', hotels: 'den Hotelviewer' };

/** SPEC §6: the office id could not be identified, the user is not yet activated; plus the support contact. */
export async function agencyUnknownMessage(ctx: AppContext, tool: CodeTool = 'offers'): Promise<string> {
  return `Ihre Büro-ID konnte nicht identifiziert werden. Sie sind für ${TOOL_NAME[tool]} noch nicht freigeschaltet. Bitte wenden Sie sich an ${await supportContact(ctx)}.`;
}

export const tooManyWrongCodes = (waitMs: number) =>
  new AppError(
    'TOO_MANY_ATTEMPTS',
    `Zu viele ungültige Zugangscodes. Bitte versuchen Sie es in ${Math.ceil(waitMs / 60_000)} Minute(n) erneut.`,
    { headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } },
  );

/**
 * The location of a code, or null. A location whose advisoryId is set must match the request's too.
 * A valid code always passes, whatever the address tried before (a whole agency may sit behind one NAT
 * address). Every miss (wrong code, wrong advisoryId: the same answer) takes a token of the source address;
 * with none left a miss gets 429 instead.
 */
export async function agencyOfCode(
  ctx: AppContext,
  ip: string,
  request: { code: string; advisoryId?: string },
): Promise<Agency | null> {
  const row = await locationByOfferCode(ctx.db, request.code);
  const advisoryOk = !row?.advisoryId || request.advisoryId === undefined || row.advisoryId === request.advisoryId;
  if (row && advisoryOk) return row;
  const wait = await wrongCodeLimiter(ctx).take(addressKey(ip));
  if (wait > 0) throw tooManyWrongCodes(wait);
  return null;
}

/** The same refusal for every call but prepareLogin (which answers with company null). */
export async function requireAgency(
  ctx: AppContext,
  ip: string,
  request: { code: string; advisoryId?: string },
  tool: CodeTool = 'offers',
): Promise<Agency> {
  const agency = await agencyOfCode(ctx, ip, request);
  if (!agency) throw new AppError('FORBIDDEN', await agencyUnknownMessage(ctx, tool));
  return agency;
}
