import {
  OFFER_CHECK_CONFIG_NAME,
  OFFER_CHECK_DEFAULTS,
  type OfferCheckSettings,
  offerCheckFields,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { findConfig } from '../system/repository.js';

/** The entry's fields that are valid, the defaults for the rest (a broken entry never stops the check). */
export function parseOfferCheckSettings(data: string | null | undefined): OfferCheckSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
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

/** The saved entry's settings (see parseOfferCheckSettings). */
export async function offerCheckSettings(ctx: AppContext): Promise<OfferCheckSettings> {
  return parseOfferCheckSettings((await findConfig(ctx.db, OFFER_CHECK_CONFIG_NAME))?.data);
}
