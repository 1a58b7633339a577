import { createHash } from 'node:crypto';
import {
  CANVAS_SIZES,
  type OfferEditorField,
  type OfferField,
  offerTemplateConfig,
  type TemplateConfig,
  templateFileRefs,
} from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { templates } from '../../db/schema.js';
import { loadTemplateAssets } from '../templates/files.js';
import type { Agency } from './agency.js';
import { applyEditorValues, offerRenderFields } from './offer-fields.js';
import type { GalleryFetcher, Offer } from './providers/index.js';

export const BUILTIN_FALLBACK_NOTICE =
  'Die Vorlage des Standorts ist fehlerhaft; das Angebot wurde mit der Standardvorlage erstellt.';

/** Storage key of a rendered image of a location: media/offers/{location}/{hash}{v|h}.png. */
export const renderKey = (agency: string, hash: string, side: 'v' | 'h') => `media/offers/${agency}/${hash}${side}.png`;

export interface RenderedPair {
  hash: string;
  keys: { v: string; h: string };
  /** Per image: '' or why it failed / what was used instead. */
  error: string;
  errorH: string;
  /** What the QR codes were drawn from (the template and the fields with editor values): scan links replace them. */
  qr: { config: TemplateConfig; fields: Partial<Record<OfferField, string>> };
}

/** The location's template config (valid one or the built-in) and whether a stored one failed validation. */
async function templateOf(ctx: AppContext, agency: Agency) {
  const [row] = agency.templateId
    ? await ctx.db.select({ config: templates.config }).from(templates).where(eq(templates.guid, agency.templateId))
    : [];
  const chosen = offerTemplateConfig(row?.config);
  return {
    ...chosen,
    fellBack: !!row && chosen.builtin,
    templateGuid: row && !chosen.builtin ? agency.templateId : null,
  };
}

/** The gallery in the order the template uses it: the chosen picture first (the main slot), then the rest. */
function galleryOrder(urls: readonly string[], first: number): string[] {
  if (urls.length === 0) return [];
  const chosen = Math.min(first, urls.length - 1);
  return [urls[chosen], ...urls.filter((_, i) => i !== chosen)];
}

/**
 * Renders (or with `cache` reuses) the vertical and horizontal PNG of an offer for a location. The key is a
 * hash of offer data, template config and editor values, so a changed offer, template or edit renders anew.
 */
export async function renderOfferPair(
  ctx: AppContext,
  input: { agency: Agency; offer: Offer; gallery: GalleryFetcher; editor: readonly OfferEditorField[]; cache: boolean },
): Promise<RenderedPair> {
  const { agency, offer } = input;
  const template = await templateOf(ctx, agency);
  const { fields, imageIndex } = applyEditorValues(offerRenderFields(offer, agency), input.editor);
  const hash = createHash('sha256')
    .update(JSON.stringify([offer, template.config, template.templateGuid, fields, imageIndex]))
    .digest('hex')
    .slice(0, 32);
  const keys = { v: renderKey(agency.guid, hash, 'v'), h: renderKey(agency.guid, hash, 'h') };
  const notice = template.fellBack ? BUILTIN_FALLBACK_NOTICE : '';
  const qr = { config: template.config, fields };
  const storage = ctx.files;
  if (input.cache && (await storage.size(keys.v)) !== null && (await storage.size(keys.h)) !== null) {
    return { hash, keys, error: notice, errorH: notice, qr };
  }
  const assets = template.templateGuid
    ? await loadTemplateAssets(
        ctx,
        template.templateGuid,
        templateFileRefs(template.config).map((r) => r.name),
      )
    : new Map<string, Buffer>();
  // A picture that cannot be fetched is an empty buffer: the renderer shows its grey box.
  const images = await input.gallery.fetchAll(galleryOrder(offer.gallery, imageIndex));
  const noPictures = offer.gallery.length === 0 ? 'Das Angebot hat keine Bilder.' : '';
  const { renderOffer } = await import('../../lib/offer-render/index.js');
  const side = async (orientation: 'vertical' | 'horizontal', key: string) => {
    try {
      await storage.write(key, await renderOffer(template.config, { fields, images }, assets, orientation));
      return [notice, noPictures].filter(Boolean).join(' ');
    } catch (err) {
      const { width, height } = CANVAS_SIZES[orientation];
      await storage.write(
        key,
        await sharp({ create: { width, height, channels: 3, background: '#cccccc' } })
          .png()
          .toBuffer(),
      );
      return `Das Bild konnte nicht erstellt werden (${(err as Error).message.split('\n')[0]}).`;
    }
  };
  const [error, errorH] = await Promise.all([side('vertical', keys.v), side('horizontal', keys.h)]);
  return { hash, keys, error, errorH, qr };
}

/** The path browsers load an image from ('public' removed, timestamp query: SPEC §7). */
export const imagePath = (key: string, now: number) => `/${key}?t=${now}`;
