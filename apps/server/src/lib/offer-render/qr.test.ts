import { QR_MIN_BOX_PX, QR_MIN_MODULE_PX, templateConfig } from '@signage/shared';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOffer } from './index.js';
import { planQr } from './qr.js';

const none = new Map<string, Buffer>();
// jsqr is CommonJS typed as an ES default export: under NodeNext the import is module.exports (callable too)
const jsQR = jsQRModule.default;
const URL_TEXT = 'https://buchung.example-reisen.de/angebot/4711?termin=2027-05-12&personen=2';

function configWith(qr: object) {
  const canvas = { background: { colour: '#0b3d5c' }, elements: [{ type: 'qr', ...qr }] };
  return templateConfig.parse({ canvases: { vertical: canvas, horizontal: canvas } });
}

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

describe('qr element', () => {
  for (const orientation of ['vertical', 'horizontal'] as const) {
    it(`renders the booking link readably in the ${orientation} image (decoded back from the PNG)`, async () => {
      const config = configWith({ x: 100, y: 100, w: 400, h: 400 });
      const png = await renderOffer(
        config,
        { fields: { bookingUrl: URL_TEXT, agencyUrl: 'https://agentur.example' }, images: [] },
        none,
        orientation,
      );
      expect((await decode(png))?.data).toBe(URL_TEXT);
    });
  }

  it("falls back to the agency's address and is left out when neither is known", async () => {
    const config = configWith({ x: 0, y: 0, w: 400, h: 400 });
    const agency = await renderOffer(
      config,
      { fields: { agencyUrl: 'https://www.reisebuero-sonne.de' }, images: [] },
      none,
      'horizontal',
    );
    expect((await decode(agency))?.data).toBe('https://www.reisebuero-sonne.de');
    const empty = await renderOffer(config, { fields: {}, images: [] }, none, 'horizontal');
    expect(await decode(empty)).toBeNull();
  });

  it('draws sharp modules of whole pixels (only the two colours), at least the minimum size, with a 4-module quiet zone', async () => {
    const config = configWith({ x: 0, y: 0, w: 400, h: 400, colour: '#102030', background: '#fafafa' });
    const el = config.canvases.vertical.elements[0] as Parameters<typeof planQr>[0];
    const plan = planQr(el, URL_TEXT, { dark: '#102030', light: '#fafafa' });
    expect(plan?.modulePx).toBeGreaterThanOrEqual(QR_MIN_MODULE_PX);
    const png = await renderOffer(config, { fields: { bookingUrl: URL_TEXT }, images: [] }, none, 'vertical');
    const side = plan?.side as number;
    const { data } = await sharp(png)
      .extract({ left: plan?.left as number, top: plan?.top as number, width: side, height: side })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 3) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect([...seen].sort()).toEqual(['16,32,48', '250,250,250']);
    // quiet zone: the outer 4 modules are all background
    const quiet = 4 * (plan?.modulePx as number);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        if (x >= quiet && y >= quiet && x < side - quiet && y < side - quiet) continue;
        if (data[(y * side + x) * 3] !== 250) throw new Error(`quiet zone not empty at ${x},${y}`);
      }
    }
  });

  it('lowers the error correction for a long text, and leaves the code out when it cannot be read', () => {
    const el = configWith({ x: 0, y: 0, w: QR_MIN_BOX_PX, h: QR_MIN_BOX_PX, errorCorrection: 'H' }).canvases.vertical
      .elements[0] as Parameters<typeof planQr>[0];
    const colours = { dark: '#000', light: '#fff' };
    expect(planQr(el, 'https://a.example/x', colours)?.modulePx).toBeGreaterThanOrEqual(QR_MIN_MODULE_PX);
    expect(planQr(el, URL_TEXT, colours)?.modulePx).toBeGreaterThanOrEqual(QR_MIN_MODULE_PX);
    expect(planQr(el, `https://a.example/${'x'.repeat(300)}`, colours)).toBeNull();
    expect(planQr(el, 'x'.repeat(5000), colours)).toBeNull();
  });

  it('refuses boxes below the readable minimum and undeclared colours', () => {
    const parse = (qr: object) =>
      templateConfig.safeParse({
        canvases: { vertical: { elements: [{ type: 'qr', x: 0, y: 0, ...qr }] }, horizontal: {} },
      });
    expect(parse({ w: QR_MIN_BOX_PX, h: QR_MIN_BOX_PX }).success).toBe(true);
    expect(parse({ w: QR_MIN_BOX_PX - 1, h: 600 }).success).toBe(false);
    expect(parse({ w: 400, h: 400, background: 'nirgends' }).success).toBe(false);
    expect(parse({ w: 400, h: 400, field: 'passwort' }).success).toBe(false);
  });
});
