import { OFFER_CHECK_CONFIG_NAME, type OfferCheckSettings, parseOfferCheckSettings } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { findConfig } from '../system/repository.js';

export { parseOfferCheckSettings };

/** The saved entry's settings (see parseOfferCheckSettings). */
export async function offerCheckSettings(ctx: AppContext): Promise<OfferCheckSettings> {
  return parseOfferCheckSettings((await findConfig(ctx.db, OFFER_CHECK_CONFIG_NAME))?.data);
}
