import type { TemplateConfig, TemplateElement, TemplateOrientation } from '@signage/shared';
import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../sharp.js';
import { colour } from './layout.js';
import { planQr, qrText } from './qr.js';

type QrElement = Extract<TemplateElement, { type: 'qr' }>;

const qrElements = (config: TemplateConfig, orientation: TemplateOrientation) =>
  config.canvases[orientation].elements.filter((el): el is QrElement => el.type === 'qr');

const isHttp = (text: string) => /^https?:\/\//i.test(text);

/**
 * The web link the template's QR code shows for these fields (its field, else its fallback; the vertical
 * canvas first): the link a scan of the short link is sent on to. null when the code shows no web link
 * (e.g. the agency's postal address) — then there is nothing to count.
 */
export function qrTarget(config: TemplateConfig, fields: Readonly<Record<string, string | undefined>>): string | null {
  for (const orientation of ['vertical', 'horizontal'] as const) {
    for (const el of qrElements(config, orientation)) {
      const text = qrText(el, fields);
      if (text && isHttp(text)) return text;
    }
  }
  return null;
}

/**
 * A rendered offer image with every QR code that shows `target` replaced by one of `link` (a short link):
 * the old code's square is painted in the code's light colour, the new code is centred in the element's
 * box at whole pixels per module (planQr). Two composites on the finished PNG instead of a new render.
 * Returns the image unchanged when no code shows `target`.
 */
export async function replaceQr(
  png: Buffer,
  config: TemplateConfig,
  orientation: TemplateOrientation,
  fields: Readonly<Record<string, string | undefined>>,
  target: string,
  link: string,
): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  for (const el of qrElements(config, orientation)) {
    if (qrText(el, fields) !== target) continue;
    const colours = { dark: colour(config, el.colour), light: colour(config, el.background) };
    const next = planQr(el, link, colours);
    if (!next) continue;
    const old = planQr(el, target, colours);
    if (old) {
      const square = `<svg xmlns="http://www.w3.org/2000/svg" width="${old.side}" height="${old.side}"><rect width="100%" height="100%" fill="${colours.light}"/></svg>`;
      layers.push({ input: Buffer.from(square), left: el.x + old.left, top: el.y + old.top });
    }
    layers.push({ input: Buffer.from(next.svg), left: el.x + next.left, top: el.y + next.top });
  }
  if (layers.length === 0) return png;
  const sharp = await loadSharp();
  return sharp(png).composite(layers).removeAlpha().png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
}
