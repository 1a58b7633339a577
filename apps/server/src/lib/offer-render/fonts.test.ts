import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { offerTemplateConfig } from '@signage/shared';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { fontsFor, unwrapWoff } from './fonts.js';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'));

describe('fonts for satori', () => {
  it('unwraps a WOFF into the TrueType font it holds: satori draws the same paths from it', async () => {
    const ttf = unwrapWoff(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    expect(ttf.length).toBeGreaterThan(woff.length);
    const tree = {
      type: 'div',
      props: { style: { display: 'flex', fontSize: 40 }, children: 'Grüße aus Ägypten: 1.299,50 €' },
    };
    const draw = (data: Buffer) =>
      satori(tree as never, {
        width: 700,
        height: 60,
        fonts: [{ name: 'Roboto', data, weight: 700, style: 'normal' }],
      });
    const [fromWoff, fromTtf] = await Promise.all([draw(woff), draw(ttf)]);
    expect(fromTtf).toContain('<path');
    expect(fromTtf).toBe(fromWoff);
  });

  it('leaves a font that is no WOFF as it is', () => {
    const ttf = unwrapWoff(woff);
    expect(unwrapWoff(ttf)).toBe(ttf);
  });

  it('hands satori the same font array every time, no WOFF in it (parsed once per process)', () => {
    const { config } = offerTemplateConfig(null);
    const fonts = fontsFor(config, new Map());
    expect(fontsFor(config, new Map())).toBe(fonts);
    for (const font of fonts) expect((font.data as Buffer).toString('latin1', 0, 4)).not.toBe('wOFF');
  });
});
