import { calls, callUrl } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { readBytes } from '../../lib/storage.js';
import { checkChain } from '../evidence/chain.js';
import { evidenceKey } from '../evidence/record.js';
import { ALL_DAYS, type ScopedVersion, scopedEvidence } from './evidence-scope.js';
import { operatorOf } from './policy.js';

const portal = calls.operatorPortal;
const NO_IMAGE = 'Dieses Bild gibt es für Sie nicht.';
const imageUrl = (offerId: string, sha256: string, size: 'thumb' | 'full') =>
  callUrl(portal.offerImage, { params: { offerId, sha256 }, query: size === 'thumb' ? { size } : {} });

/** The images of the versions, each once with the places and times it ran there. */
function imagesOf(offerId: string, versions: ScopedVersion[]) {
  const images = new Map<string, ReturnType<typeof imageOf>>();
  function imageOf(v: ScopedVersion, img: ScopedVersion['images'][number]) {
    return {
      sha256: img.sha256,
      side: img.side,
      bytes: img.bytes,
      hotelName: v.fields.hotelName,
      destination: v.fields.destination,
      url: imageUrl(offerId, img.sha256, 'full'),
      thumbUrl: imageUrl(offerId, img.sha256, 'thumb'),
      places: [] as Array<{ label: string; context: string; firstPlay: string; lastPlay: string }>,
    };
  }
  for (const v of versions) {
    for (const img of v.images) {
      const image = images.get(img.sha256) ?? imageOf(v, img);
      image.places.push({ label: v.label, context: v.context, firstPlay: v.firstPlay, lastPlay: v.lastPlay });
      images.set(img.sha256, image);
    }
  }
  return [...images.values()];
}

/**
 * The proof of one of the operator's offers in the portal (/v1/operator/offers/…): the images that ran, the records
 * of the evidence archive with their seals, and the image files themselves, all within the operator's scope.
 */
export const operatorEvidenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, portal.offerImages),
    handler: async (req) => {
      const { offerId } = req.params;
      const { versions } = await scopedEvidence(ctx, operatorOf(actorOf(req)), offerId, req.query);
      return { offerId, images: imagesOf(offerId, versions) };
    },
  });
  app.route({
    ...routeOf(app, portal.offerEvidence),
    handler: async (req) => {
      const { offerId } = req.params;
      const { versions, checks } = await scopedEvidence(ctx, operatorOf(actorOf(req)), offerId, req.query);
      const chain = await checkChain(ctx.db);
      return {
        offerId,
        checkedAt: new Date(ctx.clock.now()).toISOString(),
        chainIntact: chain.intact,
        records: versions.map((v) => ({ ...v, images: v.images.map(({ key: _key, ...img }) => img) })),
        checks,
      };
    },
  });
  app.route({
    ...routeOf(app, portal.offerImage),
    handler: async (req, reply) => {
      const { offerId, sha256 } = req.params;
      const { versions } = await scopedEvidence(ctx, operatorOf(actorOf(req)), offerId, ALL_DAYS);
      const image = versions.flatMap((v) => v.images).find((img) => img.sha256 === sha256);
      if (!image) throw new AppError('NOT_FOUND', NO_IMAGE);
      let png: Buffer;
      try {
        png = await readBytes(ctx.files, evidenceKey(image.sha256));
      } catch {
        throw new AppError('NOT_FOUND', 'Die Bilddatei ist nicht mehr im Archiv.');
      }
      if (req.query.size === 'full') return reply.header('content-type', 'image/png').send(png);
      const { default: sharp } = await import('sharp');
      const thumb = await sharp(png)
        .resize({ width: 360, height: 360, fit: 'inside' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return reply.header('content-type', 'image/jpeg').send(thumb);
    },
  });
};
