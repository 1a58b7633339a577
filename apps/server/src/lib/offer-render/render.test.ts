import { DEFAULT_TEMPLATE_CONFIG, type TemplateConfig, templateConfig } from '@signage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { opaqueOverWhite, renderOffer } from './index.js';
import { sampleOffer } from './sample.js';

const config = templateConfig.parse(DEFAULT_TEMPLATE_CONFIG);
const none = new Map<string, Buffer>();

async function pixels(png: Buffer) {
  return (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}
async function pixelAt(png: Buffer, left: number, top: number) {
  const { data } = await sharp(png)
    .extract({ left, top, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

/** The pixel as 'red', 'blue', 'white' or its values (JPEG shifts a channel by one or two). */
async function colourAt(png: Buffer, left: number, top: number) {
  const [r, g, b] = await pixelAt(png, left, top);
  const high = (c: number) => c > 245;
  const low = (c: number) => c < 10;
  if (high(r) && low(g) && low(b)) return 'red';
  if (low(r) && low(g) && high(b)) return 'blue';
  if (high(r) && high(g) && high(b)) return 'white';
  return `${r},${g},${b}`;
}

describe('renderOffer', () => {
  it('renders the sample template in both orientations to PNGs of the right size', async () => {
    const data = await sampleOffer();
    const [v, h] = await Promise.all([
      renderOffer(config, data, none, 'vertical'),
      renderOffer(config, data, none, 'horizontal'),
    ]);
    expect(await sharp(v).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1920 });
    expect(await sharp(h).metadata()).toMatchObject({ format: 'png', width: 1920, height: 1080 });
    // the band of the vertical layout is the primary colour #0b3d5c; the price badge the accent #f2a900
    expect(await pixelAt(v, 20, 1900)).toEqual([11, 61, 92]);
    expect(await pixelAt(v, 650, 1130)).toEqual([242, 169, 0]);
  });

  it('draws the offer texts (an empty field leaves its element out)', async () => {
    const data = await sampleOffer();
    const full = await pixels(await renderOffer(config, data, none, 'vertical'));
    const noName = await pixels(
      await renderOffer(config, { ...data, fields: { ...data.fields, hotelName: '' } }, none, 'vertical'),
    );
    let differing = 0;
    for (let i = 0; i < full.length; i += 3) if (full[i] !== noName[i]) differing++;
    expect(differing).toBeGreaterThan(5000);
  });

  it('never draws a grey box for a missing or unloaded offer picture', async () => {
    const paper = [0xf4, 0xef, 0xe6]; // the canvas colour shows where the picture would be
    const png = await renderOffer(config, { fields: {}, images: [] }, none, 'vertical');
    expect(await pixelAt(png, 500, 500)).toEqual(paper);
    const notLoaded = await renderOffer(config, { fields: {}, images: [Buffer.alloc(0)] }, none, 'vertical');
    expect(await pixelAt(notLoaded, 500, 500)).toEqual(paper);
    const unreadable = await renderOffer(config, { fields: {}, images: [Buffer.from('kein Bild')] }, none, 'vertical');
    expect(await pixelAt(unreadable, 500, 500)).toEqual(paper);
  });

  it('uses the pictures that loaded, in order, and lets them take the space of empty tiled slots', async () => {
    const picture = (colour: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [red, blue] = await Promise.all([picture('#ff0000'), picture('#0000ff')]);
    // a main picture and a row of two touching slots below it
    const tiled = templateConfig.parse({
      canvases: {
        vertical: {
          background: { colour: '#ffffff' },
          elements: [
            { type: 'image', source: { offerImage: 0 }, x: 0, y: 0, w: 1080, h: 800 },
            { type: 'image', source: { offerImage: 1 }, x: 0, y: 804, w: 538, h: 300 },
            { type: 'image', source: { offerImage: 2 }, x: 542, y: 804, w: 538, h: 300 },
          ],
        },
        horizontal: {},
      },
    });
    // the first picture did not load: the second is the main one; the third slot's space goes to the second
    const two = await renderOffer(tiled, { fields: {}, images: [Buffer.alloc(0), red, blue] }, none, 'vertical');
    expect(await colourAt(two, 500, 400)).toBe('red');
    expect(await colourAt(two, 200, 950)).toBe('blue');
    expect(await colourAt(two, 900, 950)).toBe('blue');
    // one picture: the empty row below goes to it
    const one = await renderOffer(tiled, { fields: {}, images: [red] }, none, 'vertical');
    expect(await colourAt(one, 900, 1000)).toBe('red');
    expect(await colourAt(one, 900, 1200)).toBe('white');
  });

  it('paints in the template order: a shape over a picture covers it, a picture over a shape covers that', async () => {
    const red = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const order = (first: 'image' | 'rect') => {
      const image = { type: 'image', source: { offerImage: 0 }, x: 100, y: 100, w: 400, h: 300 };
      const rect = { type: 'rect', x: 200, y: 200, w: 100, h: 100, colour: '#0000ff' };
      return templateConfig.parse({
        canvases: { vertical: { elements: first === 'image' ? [image, rect] : [rect, image] }, horizontal: {} },
      });
    };
    const rectOnTop = await renderOffer(order('image'), { fields: {}, images: [red] }, none, 'vertical');
    expect(await pixelAt(rectOnTop, 250, 250)).toEqual([0, 0, 255]);
    expect(await pixelAt(rectOnTop, 450, 350)).toEqual([254, 0, 0]); // JPEG red
    const imageOnTop = await renderOffer(order('rect'), { fields: {}, images: [red] }, none, 'vertical');
    expect(await pixelAt(imageOnTop, 250, 250)).toEqual([254, 0, 0]);
    expect(await pixelAt(imageOnTop, 50, 50)).toEqual([255, 255, 255]); // the default canvas colour
  });

  it('rounds picture corners and lays a translucent canvas colour on white', async () => {
    const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const config = templateConfig.parse({
      canvases: {
        vertical: {
          background: { colour: '#00000080' },
          elements: [{ type: 'image', source: { offerImage: 0 }, x: 100, y: 100, w: 400, h: 400, radius: 100 }],
        },
        horizontal: {},
      },
    });
    const png = await renderOffer(config, { fields: {}, images: [red] }, none, 'vertical');
    expect(opaqueOverWhite('#00000080')).toEqual({ r: 127, g: 127, b: 127 });
    expect(await pixelAt(png, 102, 102)).toEqual([127, 127, 127]); // outside the round corner
    expect(await pixelAt(png, 300, 300)).toEqual([255, 0, 0]);
    expect(await pixelAt(png, 1000, 1800)).toEqual([127, 127, 127]);
  });

  it('uses colours and fonts declared once and falls back to the bundled font', async () => {
    const custom: TemplateConfig = templateConfig.parse({
      colours: { bg: '#102030', ink: '#ffffff' },
      fonts: { missing: { file: 'weg.ttf' } },
      canvases: {
        vertical: {
          background: { colour: 'bg' },
          elements: [
            {
              type: 'text',
              text: 'Hallo Ärger',
              font: 'missing',
              x: 0,
              y: 0,
              w: 1080,
              h: 200,
              fontSize: 120,
              colour: 'ink',
            },
          ],
        },
        horizontal: { background: { colour: '#00ff00' } },
      },
    });
    const v = await renderOffer(custom, { fields: {}, images: [] }, none, 'vertical');
    expect(await pixelAt(v, 1000, 1800)).toEqual([16, 32, 48]);
    const h = await renderOffer(custom, { fields: {}, images: [] }, none, 'horizontal');
    expect(await pixelAt(h, 10, 10)).toEqual([0, 255, 0]);
  });

  it('draws Turkish, Polish and Czech letters with the bundled latin-ext subset (no missing-glyph box)', async () => {
    const render = async (text: string) => {
      const custom = templateConfig.parse({
        canvases: {
          vertical: { elements: [{ type: 'text', text, x: 0, y: 0, w: 400, h: 200, fontSize: 150 }] },
          horizontal: {},
        },
      });
      return pixels(await renderOffer(custom, { fields: {}, images: [] }, none, 'vertical'));
    };
    const [missingA, missingB] = [await render('漢'), await render('字')]; // no bundled font has CJK
    expect(missingA.equals(missingB)).toBe(true); // both are the missing-glyph box
    for (const letter of ['Ş', 'ł', 'Č']) expect((await render(letter)).equals(missingA), letter).toBe(false);
  });
});
