import { parseTemplateConfig } from '../rules/template-config.js';
import { type OfferField, type TemplateConfig, type TemplateConfigInput, templateConfig } from './template-config.js';

type Elements = NonNullable<TemplateConfigInput['canvases']['vertical']['elements']>;
const text = (field: OfferField, x: number, y: number, w: number, h: number, more: object = {}): Elements[number] => ({
  type: 'text',
  field,
  x,
  y,
  w,
  h,
  fontSize: 38,
  colour: 'light',
  ...more,
});
const name = { font: 'bold', maxLines: 4, lineHeight: 1.1 };
const place = { colour: 'accent', uppercase: true, maxLines: 1 } as const;
const badge = { font: 'bold', colour: 'primary', align: 'center', verticalAlign: 'middle' } as const;
const terms = { colour: 'primary', align: 'center', maxLines: 4, lineHeight: 1.15 } as const;
/** The agency's line over the top of the main picture: one line, shrinking before it is cut. */
const contact = { fontSize: 30, minFontSize: 20, maxLines: 1, verticalAlign: 'middle' } as const;
const stand = { fontSize: 22, colour: 'muted', align: 'center' } as const;
const qr = (x: number, y: number): Elements[number] => ({ type: 'qr', x, y, w: 340, h: 340, background: 'light' });

/**
 * The built-in offer layout: used when a location has no template or its config fails validation. Every offer field a
 * travel agent expects (hotel, destination/region, stars, price, dates, duration, room type when the provider gives
 * one, board, airport), three gallery pictures, the agency's address, a QR code of the booking link and when the offer
 * was last confirmed ('Stand: …'); only the bundled fonts, no template files. Names shrink and wrap to the lines their
 * box holds; the price terms have room for four lines (nothing of the price or the trip is cut).
 */
export const BUILTIN_OFFER_TEMPLATE: TemplateConfigInput = {
  version: 1,
  colours: { primary: '#0b3d5c', accent: '#f2a900', light: '#ffffff', muted: '#c9d6e0' },
  fonts: { body: { bundled: 'Roboto', weight: 400 }, bold: { bundled: 'Roboto', weight: 700 } },
  canvases: {
    vertical: {
      background: { colour: 'primary' },
      elements: [
        { type: 'image', source: { offerImage: 0 }, x: 0, y: 0, w: 1080, h: 820 },
        { type: 'rect', x: 0, y: 0, w: 1080, h: 64, colour: 'primary' },
        text('agencyContact', 40, 10, 1000, 44, contact),
        { type: 'image', source: { offerImage: 1 }, x: 0, y: 824, w: 538, h: 300 },
        { type: 'image', source: { offerImage: 2 }, x: 542, y: 824, w: 538, h: 300 },
        { type: 'rect', x: 640, y: 560, w: 400, h: 250, colour: 'accent', radius: 24 },
        text('price', 650, 568, 380, 100, { ...badge, fontSize: 68, minFontSize: 44 }),
        text('priceInfo', 650, 670, 380, 132, { ...terms, fontSize: 28 }),
        text('destination', 60, 1150, 640, 56, { ...place, fontSize: 44, minFontSize: 30 }),
        text('region', 60, 1206, 640, 48, { fontSize: 34, minFontSize: 26, colour: 'muted' }),
        text('stars', 720, 1150, 300, 60, { fontSize: 48, colour: 'accent', align: 'right' }),
        text('hotelName', 60, 1260, 960, 190, { ...name, fontSize: 80, minFontSize: 48 }),
        text('travelDates', 60, 1470, 600, 52),
        text('duration', 60, 1526, 600, 52),
        text('roomType', 60, 1582, 600, 52, { maxLines: 1 }),
        text('board', 60, 1638, 600, 52),
        text('departureAirport', 60, 1694, 600, 52),
        text('offerHost', 60, 1756, 600, 150, { fontSize: 28, colour: 'muted', maxLines: 20 }),
        qr(700, 1540),
        text('confirmedAt', 700, 1884, 340, 30, stand),
      ],
    },
    horizontal: {
      background: { colour: 'primary' },
      elements: [
        { type: 'image', source: { offerImage: 0 }, x: 0, y: 0, w: 1100, h: 1080 },
        { type: 'rect', x: 0, y: 0, w: 1100, h: 64, colour: 'primary' },
        text('agencyContact', 40, 10, 1020, 44, contact),
        { type: 'image', source: { offerImage: 1 }, x: 40, y: 800, w: 300, h: 220, radius: 16 },
        { type: 'image', source: { offerImage: 2 }, x: 360, y: 800, w: 300, h: 220, radius: 16 },
        text('destination', 1160, 60, 720, 56, { ...place, fontSize: 44, minFontSize: 30 }),
        text('region', 1160, 116, 720, 44, { fontSize: 32, minFontSize: 24, colour: 'muted' }),
        text('stars', 1160, 166, 720, 56, { fontSize: 44, colour: 'accent' }),
        text('hotelName', 1160, 230, 720, 170, { ...name, fontSize: 72, minFontSize: 44 }),
        text('travelDates', 1160, 410, 500, 48, { fontSize: 36 }),
        text('duration', 1680, 410, 200, 48, { fontSize: 36, align: 'right' }),
        text('roomType', 1160, 460, 720, 48, { fontSize: 36, maxLines: 1 }),
        text('board', 1160, 510, 720, 48, { fontSize: 36 }),
        text('departureAirport', 1160, 560, 720, 48, { fontSize: 36 }),
        { type: 'rect', x: 1160, y: 615, w: 380, h: 230, colour: 'accent', radius: 24 },
        text('price', 1170, 622, 360, 90, { ...badge, fontSize: 64, minFontSize: 40 }),
        text('priceInfo', 1170, 712, 360, 126, { ...terms, fontSize: 26 }),
        text('offerHost', 1160, 865, 380, 195, { fontSize: 24, colour: 'muted', maxLines: 20 }),
        qr(1560, 615),
        text('confirmedAt', 1560, 960, 340, 30, stand),
      ],
    },
  },
};

let builtin: TemplateConfig | null = null;

/**
 * The config an offer is rendered with: the location's template config text when it is valid, else
 * (no template, or a config that fails validation) the built-in offer template.
 */
export function offerTemplateConfig(stored: string | null | undefined): { config: TemplateConfig; builtin: boolean } {
  if (stored) {
    const parsed = parseTemplateConfig(stored);
    if (parsed.ok) return { config: parsed.config, builtin: false };
  }
  builtin ??= templateConfig.parse(BUILTIN_OFFER_TEMPLATE);
  return { config: builtin, builtin: true };
}
