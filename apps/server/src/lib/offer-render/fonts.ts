import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { DEFAULT_FONT, type TemplateConfig } from '@signage/shared';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/** Family of the latin-ext subset: named in every font stack so ŞğıłčőŽ… fall back to it. */
export const EXTENDED_FONT = 'Roboto Latin Ext';

/** Family for symbols Roboto lacks (★ ☀ ✈ ♥ …): Noto Sans Symbols 2, last in every font stack. */
export const SYMBOL_FONT = 'Noto Sans Symbols 2';

/**
 * A WOFF 1.0 font as the TrueType/OpenType font it wraps (other data unchanged): the tables inflated once by
 * node's zlib. satori parses a font once per process (cached by its data), but a WOFF it inflates twice in
 * JavaScript (opentype.js per table and fflate for the whole file): ≈ 650 ms at the first render, none with this.
 */
export function unwrapWoff(data: Buffer): Buffer {
  if (data.length < 44 || data.toString('latin1', 0, 4) !== 'wOFF') return data;
  const count = data.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      data.readUInt32BE(at + 4),
      data.readUInt32BE(at + 8),
      data.readUInt32BE(at + 12),
    ];
    const raw = data.subarray(offset, offset + compressed);
    return {
      tag: data.subarray(at, at + 4),
      checksum: data.readUInt32BE(at + 16),
      bytes: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const head = Buffer.alloc(12 + count * 16);
  data.copy(head, 0, 4, 8); // the wrapped font's flavour (sfnt version)
  const log2 = Math.floor(Math.log2(count));
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** log2, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(count * 16 - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.bytes.length, at + 12);
    const padded = (table.bytes.length + 3) & ~3;
    parts.push(table.bytes, Buffer.alloc(padded - table.bytes.length));
    offset += padded;
  });
  return Buffer.concat(parts);
}

/**
 * Roboto from the @fontsource/roboto npm package (WOFF, latin and latin-ext) and the symbols subset of
 * @fontsource/noto-sans-symbols-2 (one weight; bold text takes the same stars): no system fonts, no download.
 */
function bundled(): Font[] {
  const symbols = require.resolve('@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff');
  const fonts: Font[] = [{ name: SYMBOL_FONT, data: unwrapWoff(readFileSync(symbols)), weight: 400, style: 'normal' }];
  for (const weight of [400, 700] as const) {
    for (const [subset, name] of [
      ['latin', DEFAULT_FONT],
      ['latin-ext', EXTENDED_FONT],
    ]) {
      const file = require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`);
      fonts.push({ name, data: unwrapWoff(readFileSync(file)), weight, style: 'normal' });
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
    fonts = [...own.map((f) => ({ ...f, data: unwrapWoff(f.data as Buffer) })), ...bundledFonts];
    byTemplate.set(key, fonts);
  }
  return fonts;
}
