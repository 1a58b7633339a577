import {
  OFFER_CHECK_CONFIG_NAME,
  OFFER_CHECK_DEFAULTS,
  type OfferCheckSettings,
  offerCheckFields,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { findConfig } from '../system/repository.js';

/** The saved entry's fields that are valid, the defaults for the rest (a broken entry never stops the check). */
export async function offerCheckSettings(ctx: AppContext): Promise<OfferCheckSettings> {
  const row = await findConfig(ctx.db, OFFER_CHECK_CONFIG_NAME);
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row?.data ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // unreadable entry: the defaults
  }
  const settings = { ...OFFER_CHECK_DEFAULTS };
  for (const key of Object.keys(offerCheckFields) as Array<keyof typeof offerCheckFields>) {
    const value = offerCheckFields[key].safeParse(saved[key]);
    if (value.success) Object.assign(settings, { [key]: value.data });
  }
  return settings;
}
