import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_FONT, type TemplateConfig } from '@signage/shared';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/** Family of the latin-ext subset: named in every font stack so ŞğıłčőŽ… fall back to it. */
export const EXTENDED_FONT = 'Roboto Latin Ext';

/** Family for symbols Roboto lacks (★ ☀ ✈ ♥ …): Noto Sans Symbols 2, last in every font stack. */
export const SYMBOL_FONT = 'Noto Sans Symbols 2';

/**
 * Roboto from the @fontsource/roboto npm package (WOFF, latin and latin-ext) and the symbols subset of
 * @fontsource/noto-sans-symbols-2 (one weight; bold text takes the same stars): no system fonts, no download.
 */
function bundled(): Font[] {
  const symbols = require.resolve('@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff');
  const fonts: Font[] = [{ name: SYMBOL_FONT, data: readFileSync(symbols), weight: 400, style: 'normal' }];
  for (const weight of [400, 700] as const) {
    for (const [subset, name] of [
      ['latin', DEFAULT_FONT],
      ['latin-ext', EXTENDED_FONT],
    ]) {
      const file = require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`);
      fonts.push({ name, data: readFileSync(file), weight, style: 'normal' });
    }
  }
  return fonts;
}

let bundledFonts: Font[] | null = null;
const byTemplate = new Map<string, Font[]>();

/**
 * The fonts satori gets for a config: the template's font files plus the bundled default. The same
 * array is returned for the same files, so satori's parsed-font cache is hit on every later render.
 */
export function fontsFor(config: TemplateConfig, files: ReadonlyMap<string, Buffer>): Font[] {
  bundledFonts ??= bundled();
  const own: Font[] = [];
  for (const [name, font] of Object.entries(config.fonts)) {
    if (!('file' in font)) continue;
    const data = files.get(font.file);
    if (!data) continue; // texts naming it fall back to the bundled font
    own.push({ name, data, weight: font.weight as Font['weight'], style: font.style });
  }
  if (own.length === 0) return bundledFonts;
  const key = own
    .map(
      (f) =>
        `${f.name}:${f.weight}:${createHash('sha1')
          .update(f.data as Buffer)
          .digest('hex')}`,
    )
    .join('|');
  let fonts = byTemplate.get(key);
  if (!fonts) {
    if (byTemplate.size >= 20) byTemplate.delete(byTemplate.keys().next().value as string);
    fonts = [...own, ...bundledFonts];
    byTemplate.set(key, fonts);
  }
  return fonts;
}
