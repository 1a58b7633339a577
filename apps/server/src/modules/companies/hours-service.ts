/**
 * Opening hours in the master data: a network's default its locations inherit, a location's own week and date
 * exceptions, and the state whose public holidays the form takes over. Read like the company (OPEN right), saved with
 * the Stammdaten tab right, as the other master data.
 */
import {
  DEFAULT_OFFER_TIME_ZONE,
  type GermanState,
  isGermanState,
  type OpeningHours,
  type OpeningHoursOverride,
  type OpeningHoursSave,
  type OpeningHoursView,
  sourcedOpeningHours,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { storedHoursOf } from './opening-hours.js';
import { canOpen, canUseTab } from './policy.js';
import { type CompanyRow, companyRef } from './repository.js';
import { COMPANY, visibleCompany } from './service.js';
import { patchCompanyForScreens } from './update-service.js';

type Stored = NonNullable<Awaited<ReturnType<typeof storedHoursOf>>>;

const asState = (code: string | null): GermanState | null => (code && isGermanState(code) ? code : null);

function viewOf(row: CompanyRow, stored: Stored): OpeningHoursView {
  const isNetwork = row.isMother === 1;
  const own = (stored.own ?? null) as OpeningHoursOverride | null;
  const networkHours = isNetwork ? null : ((stored.networkHours ?? null) as OpeningHours | null);
  return {
    guid: row.guid,
    isMother: row.isMother,
    timeZone: stored.timeZone ?? DEFAULT_OFFER_TIME_ZONE,
    holidayState: asState(stored.holidayState),
    own,
    networkHours,
    effective: sourcedOpeningHours(networkHours, own),
  };
}

async function storedOf(ctx: AppContext, guid: string): Promise<Stored> {
  const stored = await storedHoursOf(ctx.db, guid);
  if (!stored) throw notFound(COMPANY);
  return stored;
}

/** GET companies/{id}/opening-hours: as the company itself (visible, OPEN right). */
export async function readOpeningHours(ctx: AppContext, actor: Actor, guid: string): Promise<OpeningHoursView> {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canOpen(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  return viewOf(row, await storedOf(ctx, guid));
}

/**
 * What is stored: a network's hours need a week (its locations inherit it); a location keeps only what it
 * sets, and nothing at all (null) when it inherits the week and has no exceptions of its own.
 */
function toStored(isNetwork: boolean, hours: OpeningHoursOverride | null): OpeningHours | OpeningHoursOverride | null {
  if (!hours) return null;
  const exceptions = hours.exceptions ?? [];
  if (isNetwork) {
    if (!hours.weekly) {
      throw fieldError('body.hours.weekly', 'Für ein Netzwerk die Öffnungszeiten je Wochentag angeben');
    }
    return { weekly: hours.weekly, exceptions };
  }
  if (!hours.weekly && exceptions.length === 0) return null;
  return { ...(hours.weekly ? { weekly: hours.weekly } : {}), ...(exceptions.length ? { exceptions } : {}) };
}

/** POST companies/{id}/opening-hours: the Stammdaten tab right of the company, as the other master data. */
export async function saveOpeningHours(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: OpeningHoursSave,
): Promise<OpeningHoursView> {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canUseTab(actor, 'STAMMDATA', companyRef(row))) throw forbidden('Sie dürfen die Stammdaten nicht ändern.');
  const openingHours = toStored(row.isMother === 1, input.hours);
  const before = await storedOf(ctx, guid);
  const holidayState = input.holidayState === undefined ? before.holidayState : input.holidayState || null;
  const patch = { openingHours, holidayState, changed: new Date(ctx.clock.now()) };
  // The screens' answers follow the hours (on-times, items shown only while open).
  await patchCompanyForScreens(
    ctx,
    actor,
    { guid, isNetwork: row.isMother === 1, patch, action: 'opening-hours' },
    { openingHours: before.own, holidayState: before.holidayState },
    { openingHours, holidayState },
  );
  return viewOf(row, await storedOf(ctx, guid));
}
