import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.js';
import { loadSharp } from '../../../lib/sharp.js';
import { matchesIfNoneMatch } from '../../../player/payload.js';
import { DEMO_IMAGE_WIDTHS, demoCatalogue } from './index.js';
import { hotelSceneSvg } from './scenes.js';
import type { DemoSetting } from './types.js';

/** Bytes of drawn pictures kept in memory (least recently used go first). */
export const DEMO_HOTEL_IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

interface Picture {
  jpeg: Buffer;
  etag: string;
  /** Bytes, for the cache's cap. */
  length: number;
}

/** gid → destination setting and picture kinds (index 0 = seq 1), built on first request. */
let pictureIndex: Map<string, { setting: DemoSetting; pictures: string[] }> | null = null;
function pictureOf(gid: string, seq: number): { setting: DemoSetting; typ: string } | null {
  pictureIndex ??= new Map(
    demoCatalogue().map((h) => [h.record.gid, { setting: h.destination.setting, pictures: h.pictures }]),
  );
  const hotel = pictureIndex.get(gid);
  const typ = hotel?.pictures[seq - 1];
  return hotel && typ ? { setting: hotel.setting, typ } : null;
}

const FILE = /^([1-9][0-9]?)-([1-9][0-9]{2,3})\.jpg$/;

/**
 * GET /hotel-images/demo/{gid}/{seq}-{width}.jpg: the demo hotels' pictures (index.ts lists their
 * URLs), drawn from SVG on first request and kept in memory. Public: they are invented pictures that
 * the hotel viewer shows to anyone with an offer code. Only a demo hotel's gid, one of its picture
 * numbers and one of the three widths are answered; anything else is 404. The pictures never change
 * for a given version, so they carry an ETag and may be cached for a day.
 */
export const demoHotelImages: FastifyPluginAsyncZod<{ cacheBytes?: number }> = async (app, options) => {
  const draw = async (gid: string, seq: number, width: number, typ: string, setting: DemoSetting) => {
    const sharp = await loadSharp();
    const jpeg = await sharp(Buffer.from(hotelSceneSvg(gid, seq, typ, setting, width)))
      .jpeg({ quality: 82 })
      .toBuffer();
    const etag = `"${createHash('sha1').update(jpeg).digest('base64url')}"`;
    return { jpeg, etag, length: jpeg.length };
  };

  // Drawn pictures by gid/seq-width; requests for one picture at once share the drawing.
  const cache = new LRUCache<string, Picture, { seq: number; width: number; typ: string; setting: DemoSetting }>({
    maxSize: options.cacheBytes ?? DEMO_HOTEL_IMAGE_CACHE_BYTES,
    sizeCalculation: (p) => p.length,
    fetchMethod: (key, _stale, { context: c }) => draw(key.split('/')[0], c.seq, c.width, c.typ, c.setting),
  });
  const picture = async (gid: string, seq: number, width: number, typ: string, setting: DemoSetting) =>
    (await cache.fetch(`${gid}/${seq}-${width}`, { context: { seq, width, typ, setting } })) as Picture;

  app.get(
    '/hotel-images/demo/:gid/:file',
    {
      config: { access: { public: true } },
      schema: { hide: true, params: z.object({ gid: z.string().max(12), file: z.string().max(20) }) },
    },
    async (req, reply) => {
      const { gid, file } = req.params;
      const match = FILE.exec(file);
      const seq = Number(match?.[1] ?? 0);
      const width = Number(match?.[2] ?? 0);
      const found = /^[1-9][0-9]{5}$/.test(gid) ? pictureOf(gid, seq) : null;
      if (!found || !(DEMO_IMAGE_WIDTHS as readonly number[]).includes(width)) throw notFound('Bild');
      const p = await picture(gid, seq, width, found.typ, found.setting);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', p.etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesIfNoneMatch(req.headers['if-none-match'], p.etag)) return reply.code(304).send();
      return reply.type('image/jpeg').send(p.jpeg);
    },
  );
};
