import type { AppContext } from '../../context.js';
import { qrTarget, replaceQr } from '../../lib/offer-render/qr-overlay.js';
import { linkToken } from '../scans/repository.js';
import { serverOrigin } from './providers/index.js';
import type { RenderedPair } from './render-service.js';

/**
 * The image one target playlist gets: the offer's rendered image with its QR code replaced by this server's short link
 * for (location, offer, playlist), `${PUBLIC_URL}/q/{token}`, which counts the scan and redirects to the booking link.
 * Unchanged when the code shows no web link.
 */
export async function imageForPlaylist(
  ctx: AppContext,
  input: {
    agency: string;
    offerId: string;
    guidPlaylist: string;
    side: 'v' | 'h';
    png: Buffer;
    qr: RenderedPair['qr'];
  },
): Promise<Buffer> {
  const { config, fields } = input.qr;
  const target = qrTarget(config, fields);
  if (!target) return input.png;
  const token = await linkToken(ctx.db, {
    guidCompany: input.agency,
    offerId: input.offerId,
    guidPlaylist: input.guidPlaylist,
    targetUrl: target,
  });
  const orientation = input.side === 'v' ? 'vertical' : 'horizontal';
  return replaceQr(input.png, config, orientation, fields, target, `${serverOrigin(ctx)}/q/${token}`);
}
