import { renderAsync } from '@resvg/resvg-js';
import {
  CANVAS_SIZES,
  type OfferField,
  type TemplateConfig,
  type TemplateElement,
  type TemplateOrientation,
} from '@signage/shared';
import satori from 'satori';
import sharp from 'sharp';
import { fontsFor } from './fonts.js';
import { canvasTree } from './layout.js';

export interface OfferRenderData {
  /** Offer values by field (hotelName, price …); missing fields leave their text element out. */
  fields: Partial<Record<OfferField, string>>;
  /** The offer gallery's images by index (bytes in any format sharp reads); a missing one shows grey. */
  images: readonly Buffer[];
}

/** The template's uploaded files by name (fonts, background and fixed images). */
export type TemplateAssets = ReadonlyMap<string, Buffer>;

/**
 * satori clips every <img> with a clip path and a mask, which costs resvg a full-canvas mask per
 * image (about half the raster time). Images are pre-sized to their box by sharp, so only a corner
 * radius needs the clip; the others lose it (same pixels, checked by a test).
 */
function dropRedundantClips(svg: string, clipped: readonly boolean[]): string {
  let i = 0;
  return svg.replace(/<image [^>]*>/g, (tag) =>
    clipped[i++] ? tag : tag.replace(/ clip-path="[^"]*"/, '').replace(/ mask="[^"]*"/, ''),
  );
}

/** The canvas as SVG (satori: layout, text as paths): background colour and image, then the elements. */
export async function renderOfferSvg(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
): Promise<string> {
  const { width, height } = CANVAS_SIZES[orientation];
  const { background, elements } = config.canvases[orientation];
  const full = { x: 0, y: 0, w: width, h: height };
  const layers: TemplateElement[] = [{ type: 'rect', ...full, colour: background.colour, opacity: 1, radius: 0 }];
  if (background.image) {
    layers.push({ type: 'image', ...full, source: { file: background.image }, fit: background.fit, radius: 0 });
  }
  const input = { config, fields: data.fields, images: data.images, files };
  const { tree, clipped } = await canvasTree(input, [...layers, ...elements], width, height);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: fontsFor(config, files),
  });
  return dropRedundantClips(svg, clipped);
}

/**
 * renderOffer(config, data, files, orientation) -> PNG of 1080×1920 (vertical) or 1920×1080
 * (horizontal), opaque. resvg rasterises on the libuv thread pool and sharp encodes the PNG there
 * too, so both orientations rendered together use both cores.
 */
export async function renderOffer(
  config: TemplateConfig,
  data: OfferRenderData,
  files: TemplateAssets,
  orientation: TemplateOrientation,
): Promise<Buffer> {
  const svg = await renderOfferSvg(config, data, files, orientation);
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
    background: '#ffffff',
  });
  // Opaque (white behind everything), so resvg's premultiplied pixels equal straight RGBA here.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}
