import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS_SIZES, OFFER_FIELDS, templateConfig } from '../schemas/template-config.js';
import { DEFAULT_TEMPLATE_CONFIG } from '../schemas/template-sample.js';
import { formatIssuePath, parseTemplateConfig, templateFileRefs } from './template-config.js';

const base = () =>
  structuredClone(DEFAULT_TEMPLATE_CONFIG) as Record<string, unknown> & {
    canvases: Record<'vertical' | 'horizontal', { elements: Array<Record<string, unknown>> }>;
  };

describe('template config', () => {
  it('accepts the default config, which uses every declared colour reference correctly', () => {
    const parsed = parseTemplateConfig(JSON.stringify(DEFAULT_TEMPLATE_CONFIG));
    expect(parsed.ok).toBe(true);
  });

  it('fills defaults: white background, no elements, left aligned single lines', () => {
    const parsed = templateConfig.parse({
      canvases: {
        vertical: {},
        horizontal: { elements: [{ type: 'text', field: 'price', x: 0, y: 0, w: 10, h: 10, fontSize: 20 }] },
      },
    });
    expect(parsed.canvases.vertical).toEqual({ background: { colour: '#ffffff', fit: 'cover' }, elements: [] });
    expect(parsed.canvases.horizontal.elements[0]).toMatchObject({
      align: 'left',
      maxLines: 1,
      colour: '#000000',
      verticalAlign: 'top',
    });
  });

  it('names the path of every problem in German', () => {
    const config = base();
    config.canvases.vertical.elements[3].fontSize = 1000;
    config.canvases.horizontal.elements[0].source = { offerImage: -1 };
    const result = parseTemplateConfig(JSON.stringify(config));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.some((e) => e.startsWith('canvases.vertical.elements[3].fontSize: '))).toBe(true);
    expect(result.errors.some((e) => e.startsWith('canvases.horizontal.elements[0].source.offerImage: '))).toBe(true);
    expect(parseTemplateConfig('nicht json')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^Die Konfiguration ist kein gültiges JSON/)],
    });
  });

  it('requires exactly one of field or text', () => {
    const config = base();
    config.canvases.vertical.elements.push({
      type: 'text',
      field: 'price',
      text: 'x',
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      fontSize: 20,
    });
    const result = parseTemplateConfig(JSON.stringify(config));
    expect(result).toMatchObject({ ok: false, errors: [expect.stringContaining('Genau eines von "field"')] });
  });

  it('refuses elements outside the canvas and accepts those inside (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('vertical' as const, 'horizontal' as const),
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: 1, max: 2500 }),
        fc.integer({ min: 1, max: 2500 }),
        (orientation, x, y, w, h) => {
          const config = base();
          config.canvases[orientation].elements = [{ type: 'rect', x, y, w, h, colour: '#000' }];
          const size = CANVAS_SIZES[orientation];
          const inside = x + w <= size.width && y + h <= size.height;
          expect(parseTemplateConfig(JSON.stringify(config)).ok).toBe(inside);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts every offer field and lists the files a config uses', () => {
    for (const field of OFFER_FIELDS) {
      const config = base();
      config.canvases.vertical.elements = [{ type: 'text', field, x: 0, y: 0, w: 10, h: 10, fontSize: 12 }];
      expect(parseTemplateConfig(JSON.stringify(config)).ok, field).toBe(true);
    }
    const config = base();
    Object.assign(config.fonts as object, { brand: { file: 'brand.ttf' } });
    Object.assign(config.canvases.horizontal, { background: { image: 'bg.jpg' } });
    config.canvases.vertical.elements.push({ type: 'image', source: { file: 'logo.png' }, x: 0, y: 0, w: 10, h: 10 });
    const parsed = parseTemplateConfig(JSON.stringify(config));
    expect(parsed.ok && templateFileRefs(parsed.config)).toEqual([
      { name: 'brand.ttf', path: 'fonts.brand.file' },
      { name: 'logo.png', path: 'canvases.vertical.elements[14].source.file' },
      { name: 'bg.jpg', path: 'canvases.horizontal.background.image' },
    ]);
  });

  it('formats paths with indexes in brackets', () => {
    expect(formatIssuePath(['canvases', 'vertical', 'elements', 2, 'x'])).toBe('canvases.vertical.elements[2].x');
    expect(formatIssuePath([])).toBe('');
    expect(formatIssuePath(['fonts'])).toBe('fonts');
    expect(formatIssuePath([0, 'a', 1, 2])).toBe('[0].a[1][2]');
  });

  it('reports a problem of the whole config without a path, and each element problem once with its path', () => {
    expect(parseTemplateConfig('5')).toEqual({
      ok: false,
      errors: ['Ungültige Eingabe: erwartet object, erhalten Zahl'],
    });
    expect(parseTemplateConfig('{}')).toEqual({
      ok: false,
      errors: ['canvases: Ungültige Eingabe: erwartet object, erhalten undefined'],
    });
    const config = base();
    config.canvases.vertical.elements[0] = { type: 'kreis', x: 0 };
    config.canvases.vertical.elements[1] = { type: 'image', x: 0, y: 0, w: 10, h: 10, source: 5 };
    const result = parseTemplateConfig(JSON.stringify(config));
    expect(result).toEqual({
      ok: false,
      errors: [
        "canvases.vertical.elements[0].type: Unbekannter Elementtyp (erlaubt: 'text', 'image', 'rect', 'qr')",
        'canvases.vertical.elements[1].source: Ungültige Eingabe: erwartet object, erhalten Zahl',
      ],
    });
  });
});
