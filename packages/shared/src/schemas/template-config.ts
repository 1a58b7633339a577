import { z } from 'zod';

/**
 * The template config (docs/TEMPLATES.md): how the offer tool lays out an offer as a vertical and a
 * horizontal image. Colours and fonts are declared once and referenced by name; elements are painted
 * in array order (later ones on top).
 */
export const CANVAS_SIZES = {
  vertical: { width: 1080, height: 1920 },
  horizontal: { width: 1920, height: 1080 },
} as const;
export const templateOrientation = z.enum(['vertical', 'horizontal']);
export type TemplateOrientation = z.infer<typeof templateOrientation>;

/** Offer fields a text element can show (values come from the offer tool, or sample data in Preview). */
export const OFFER_FIELDS = [
  'hotelName',
  'destination',
  'region',
  'category',
  'price',
  'priceInfo',
  'travelDates',
  'duration',
  'board',
  'roomType',
  'departureAirport',
  'offerHost',
  'agencyName',
  /** The agency's name, postal address and phone in one line (its own on each location's copy). */
  'agencyContact',
  /** Stars as symbols ('★★★★½', see starsText); category is the provider's wording ('4,5 Sterne'). */
  'stars',
  /** The offer's booking link from the provider (the QR code shows it). */
  'bookingUrl',
  /** The agency's own web address (the QR code's fallback). */
  'agencyUrl',
  /** When the offer's data was last confirmed with its provider ('Stand: 27.11.2026, 14:00'); not editable. */
  'confirmedAt',
] as const;
export const offerField = z.enum(OFFER_FIELDS);

/**
 * Fields that belong to the price or the trip (PAngV): drawn whole or not at all. Where one does not fit its box, the
 * renderer keeps shrinking it (below minFontSize, 2 px steps down to WHOLE_TEXT_MIN_PX) instead of ending it with "…".
 */
export const WHOLE_TEXT_FIELDS: readonly OfferField[] = [
  'price',
  'priceInfo',
  'travelDates',
  'duration',
  'board',
  'departureAirport',
  'offerHost',
  'confirmedAt',
];
/** The smallest size a whole-text field shrinks to (the schema's smallest font size). */
export const WHOLE_TEXT_MIN_PX = 6;
export type OfferField = z.infer<typeof offerField>;

/** Fonts shipped with the server (npm package, no download); used when a text names no font. */
export const BUNDLED_FONTS = ['Roboto'] as const;
export const DEFAULT_FONT = 'Roboto';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const nameError = 'Name aus Buchstaben, Ziffern, _ und - (beginnt mit einem Buchstaben, höchstens 40 Zeichen)';

export const isHexColour = (value: string) => HEX.test(value);
const colourRef = z
  .string()
  .min(1, { error: 'Farbe fehlt' })
  .max(40)
  .refine((v) => HEX.test(v) || NAME.test(v), { error: 'Farbe als #rrggbb oder Name aus "colours"' });
const fileName = z.string().min(1, { error: 'Dateiname fehlt' }).max(200);
const coordinate = z.number().int({ error: 'Ganze Zahl erwartet' }).min(0).max(4000);
const extent = z.number().int({ error: 'Ganze Zahl erwartet' }).min(1).max(4000);
const weight = z.number().int().min(100).max(900);
const box = { x: coordinate, y: coordinate, w: extent, h: extent };

export const templateFont = z.union([
  z.strictObject({
    file: fileName,
    weight: weight.default(400),
    style: z.enum(['normal', 'italic']).default('normal'),
  }),
  z.strictObject({ bundled: z.enum(BUNDLED_FONTS), weight: z.union([z.literal(400), z.literal(700)]).default(400) }),
]);

export const textElement = z
  .strictObject({
    type: z.literal('text'),
    field: offerField.optional(),
    text: z.string().max(500).optional(),
    prefix: z.string().max(100).optional(),
    suffix: z.string().max(100).optional(),
    ...box,
    font: z.string().max(40).optional(),
    fontSize: z.number().min(6).max(400),
    /** Long texts shrink down to this size before they are cut with "…" (default: no shrinking). */
    minFontSize: z.number().min(6).max(400).optional(),
    fontWeight: weight.optional(),
    colour: colourRef.default('#000000'),
    align: z.enum(['left', 'center', 'right']).default('left'),
    verticalAlign: z.enum(['top', 'middle', 'bottom']).default('top'),
    maxLines: z.number().int().min(1).max(20).default(1),
    lineHeight: z.number().min(0.8).max(3).default(1.2),
    uppercase: z.boolean().default(false),
  })
  .refine((t) => (t.field === undefined) !== (t.text === undefined), {
    error: 'Genau eines von "field" (Angebotsfeld) oder "text" (fester Text) angeben',
  })
  .refine((t) => t.minFontSize === undefined || t.minFontSize <= t.fontSize, {
    error: '"minFontSize" darf nicht größer als "fontSize" sein',
    path: ['minFontSize'],
  });

export const imageSource = z.union([
  z.strictObject({ offerImage: z.number().int().min(0).max(49) }),
  z.strictObject({ file: fileName }),
]);
export const imageElement = z.strictObject({
  type: z.literal('image'),
  source: imageSource,
  ...box,
  fit: z.enum(['cover', 'contain']).default('cover'),
  radius: z.number().int().min(0).max(2000).default(0),
});
export const rectElement = z.strictObject({
  type: z.literal('rect'),
  ...box,
  colour: colourRef,
  opacity: z.number().min(0).max(1).default(1),
  radius: z.number().int().min(0).max(2000).default(0),
});
/**
 * QR code readable from two metres on a 55-inch screen: 1920 px over 1.21 m is about 0.63 mm per px,
 * so a module of 8 px is about 5 mm (phone cameras need roughly 1 mm per metre of distance, with margin
 * for glare and angle). The quiet zone is 4 modules on every side.
 */
export const QR_MIN_MODULE_PX = 8;
export const QR_QUIET_ZONE_MODULES = 4;
/** Smallest box: a version-4 code (33 modules, about 60 characters of URL at level M) at the minimum module size. */
export const QR_MIN_BOX_PX = (33 + 2 * QR_QUIET_ZONE_MODULES) * QR_MIN_MODULE_PX;
export const qrElement = z.strictObject({
  type: z.literal('qr'),
  /** The text to encode: this field, else the fallback field (empty both: the element is left out). */
  field: offerField.default('bookingUrl'),
  fallbackField: offerField.default('agencyUrl'),
  ...box,
  colour: colourRef.default('#000000'),
  background: colourRef.default('#ffffff'),
  errorCorrection: z.enum(['L', 'M', 'Q', 'H']).default('M'),
});
export const templateElement = z.discriminatedUnion('type', [textElement, imageElement, rectElement, qrElement], {
  error: (issue) =>
    issue.code === 'invalid_union' ? "Unbekannter Elementtyp (erlaubt: 'text', 'image', 'rect', 'qr')" : undefined,
});
export type TemplateElement = z.infer<typeof templateElement>;

export const templateBackground = z.strictObject({
  colour: colourRef.default('#ffffff'),
  image: fileName.optional(),
  fit: z.enum(['cover', 'contain']).default('cover'),
});
export const templateCanvas = z.strictObject({
  background: templateBackground.default({ colour: '#ffffff', fit: 'cover' }),
  elements: z.array(templateElement).max(100, { error: 'Höchstens 100 Elemente je Format' }).default([]),
});

const declared = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(NAME, { error: nameError }), value).default({});

export const templateConfig = z
  .strictObject({
    version: z.literal(1).default(1),
    colours: declared(z.string().regex(HEX, { error: 'Farbe als #rgb, #rrggbb oder #rrggbbaa' })),
    fonts: declared(templateFont),
    canvases: z.strictObject({ vertical: templateCanvas, horizontal: templateCanvas }),
  })
  .superRefine((config, ctx) => {
    const colour = (value: string, path: (string | number)[]) => {
      if (!HEX.test(value) && !(value in config.colours)) {
        ctx.addIssue({ code: 'custom', path, message: `Farbe "${value}" ist unter "colours" nicht angelegt` });
      }
    };
    for (const orientation of templateOrientation.options) {
      const canvas = config.canvases[orientation];
      const size = CANVAS_SIZES[orientation];
      const base = ['canvases', orientation];
      colour(canvas.background.colour, [...base, 'background', 'colour']);
      canvas.elements.forEach((el, i) => {
        const path = [...base, 'elements', i];
        if (el.x + el.w > size.width || el.y + el.h > size.height) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `Element ragt über das Format hinaus (${size.width}×${size.height})`,
          });
        }
        if (el.type !== 'image') colour(el.colour, [...path, 'colour']);
        if (el.type === 'qr') {
          colour(el.background, [...path, 'background']);
          if (Math.min(el.w, el.h) < QR_MIN_BOX_PX) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'w'],
              message: `QR-Code braucht mindestens ${QR_MIN_BOX_PX}×${QR_MIN_BOX_PX} px (aus zwei Metern lesbar)`,
            });
          }
        }
        if (el.type === 'text' && el.font && el.font !== DEFAULT_FONT && !(el.font in config.fonts)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'font'],
            message: `Schrift "${el.font}" ist unter "fonts" nicht angelegt`,
          });
        }
      });
    }
  });
export type TemplateConfig = z.infer<typeof templateConfig>;
export type TemplateConfigInput = z.input<typeof templateConfig>;
