import { templateConfig } from '@signage/shared';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOffer } from './index.js';
import { qrTarget, replaceQr } from './qr-overlay.js';

const jsQR = jsQRModule.default;
const none = new Map<string, Buffer>();
const BOOKING = 'https://buchung.example-reisen.de/angebot/4711?termin=2027-05-12&personen=2&kinder=0&flughafen=FRA';
const SHORT = 'https://signage.example.de/q/AbCdEfGhIjKlMnOpQrStUv';

const config = templateConfig.parse({
  canvases: {
    vertical: {
      background: { colour: '#0b3d5c' },
      elements: [
        { type: 'rect', x: 0, y: 0, w: 1080, h: 300, colour: '#ffcc00' },
        { type: 'qr', x: 300, y: 1200, w: 400, h: 400 },
      ],
    },
    horizontal: { elements: [{ type: 'qr', x: 1400, y: 500, w: 400, h: 400 }] },
  },
});

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('QR short link over a rendered image', () => {
  for (const orientation of ['vertical', 'horizontal'] as const) {
    it(`replaces the booking link's code by the short link's (${orientation}), the rest of the image unchanged`, async () => {
      const fields = { bookingUrl: BOOKING };
      const base = await renderOffer(config, { fields, images: [] }, none, orientation);
      expect(await decode(base)).toBe(BOOKING);
      const target = qrTarget(config, fields);
      expect(target).toBe(BOOKING);
      const out = await replaceQr(base, config, orientation, fields, BOOKING, SHORT);
      expect(await decode(out)).toBe(SHORT);
      const [a, b] = await Promise.all(
        [base, out].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
      );
      expect(b?.info).toMatchObject({ width: a?.info.width, height: a?.info.height, channels: 3 });
      // pixels outside the QR element's box are the same
      const box = config.canvases[orientation].elements.find((e) => e.type === 'qr') as { x: number; y: number };
      const { width } = a.info;
      let outside = 0;
      for (let i = 0; i < a.data.length; i += 3) {
        const x = (i / 3) % width;
        const y = Math.floor(i / 3 / width);
        if (x >= box.x && x < box.x + 400 && y >= box.y && y < box.y + 400) continue;
        if (a.data[i] !== b.data[i]) outside++;
      }
      expect(outside).toBe(0);
    });
  }

  it('has no target without a web link, and leaves codes of other texts alone', async () => {
    expect(qrTarget(config, { agencyUrl: 'Musterstraße 1, 60311 Frankfurt' })).toBeNull();
    expect(qrTarget(config, {})).toBeNull();
    expect(qrTarget(config, { agencyUrl: 'https://www.reisebuero-sonne.de' })).toBe('https://www.reisebuero-sonne.de');
    const fields = { bookingUrl: BOOKING };
    const base = await renderOffer(config, { fields, images: [] }, none, 'vertical');
    expect(await replaceQr(base, config, 'vertical', fields, 'https://anders.example', SHORT)).toBe(base);
  });
});
