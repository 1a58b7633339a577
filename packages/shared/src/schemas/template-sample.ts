import type { OfferField, TemplateConfigInput } from './template-config.js';

/** Sample offer data for Preview (and the renderer tests and benchmark). */
export const SAMPLE_OFFER_FIELDS: Record<OfferField, string> = {
  hotelName: 'Strandhotel Sonnenküste Resort & Spa',
  destination: 'Mallorca',
  region: 'Playa de Palma',
  category: '4,5 Sterne',
  price: '1.299 €',
  priceInfo: 'pro Person',
  travelDates: '12.05.2027 – 19.05.2027',
  duration: '7 Nächte',
  board: 'Halbpension',
  roomType: 'Doppelzimmer Meerblick',
  departureAirport: 'ab Düsseldorf',
  offerHost: 'Ihr Reisebüro Sonnenschein · Hauptstraße 12 · 50667 Köln · Telefon 0221 123456',
  agencyName: 'Reisebüro Sonnenschein',
  agencyContact: 'Reisebüro Sonnenschein · Hauptstraße 12, 50667 Köln · Tel. 0221 123456',
  stars: '★★★★½',
  bookingUrl: 'https://www.reisebuero-sonnenschein.de/angebot/4711?termin=2027-05-12',
  agencyUrl: 'https://www.reisebuero-sonnenschein.de',
  confirmedAt: 'Stand: 27.11.2026, 14:00',
};

type Elements = NonNullable<TemplateConfigInput['canvases']['vertical']['elements']>;
const text = (field: OfferField, x: number, y: number, w: number, h: number, more: object = {}): Elements[number] => ({
  type: 'text',
  field,
  x,
  y,
  w,
  h,
  fontSize: 40,
  colour: 'light',
  ...more,
});

/** A new template starts with this working layout (no files needed: bundled font, offer images). */
export const DEFAULT_TEMPLATE_CONFIG: TemplateConfigInput = {
  version: 1,
  colours: { primary: '#0b3d5c', accent: '#f2a900', light: '#ffffff', muted: '#c9d6e0', paper: '#f4efe6' },
  fonts: { body: { bundled: 'Roboto', weight: 400 }, bold: { bundled: 'Roboto', weight: 700 } },
  canvases: {
    vertical: {
      background: { colour: 'paper' },
      elements: [
        { type: 'image', source: { offerImage: 0 }, x: 0, y: 0, w: 1080, h: 1080, fit: 'cover' },
        { type: 'rect', x: 0, y: 1040, w: 1080, h: 880, colour: 'primary' },
        { type: 'rect', x: 640, y: 900, w: 380, h: 240, colour: 'accent', radius: 24 },
        text('price', 660, 920, 340, 120, { fontSize: 84, font: 'bold', colour: 'primary', align: 'center' }),
        text('priceInfo', 660, 1050, 340, 60, { fontSize: 34, colour: 'primary', align: 'center' }),
        text('destination', 60, 1180, 560, 60, { fontSize: 44, colour: 'accent', uppercase: true }),
        text('hotelName', 60, 1250, 960, 200, { fontSize: 76, font: 'bold', maxLines: 2, lineHeight: 1.1 }),
        text('category', 60, 1470, 960, 60, { colour: 'accent' }),
        text('travelDates', 60, 1550, 960, 60),
        text('duration', 60, 1620, 460, 60),
        text('board', 540, 1620, 480, 60),
        { type: 'rect', x: 60, y: 1720, w: 960, h: 4, colour: 'accent', opacity: 0.6 },
        text('offerHost', 60, 1750, 960, 120, { fontSize: 30, colour: 'muted', maxLines: 3 }),
        text('confirmedAt', 60, 1876, 960, 32, { fontSize: 22, colour: 'muted' }),
      ],
    },
    horizontal: {
      background: { colour: 'primary' },
      elements: [
        { type: 'image', source: { offerImage: 0 }, x: 0, y: 0, w: 1140, h: 1080, fit: 'cover' },
        { type: 'image', source: { offerImage: 1 }, x: 40, y: 760, w: 360, h: 280, radius: 20 },
        text('destination', 1200, 80, 660, 60, { fontSize: 44, colour: 'accent', uppercase: true }),
        text('hotelName', 1200, 150, 660, 260, { fontSize: 72, font: 'bold', maxLines: 3, lineHeight: 1.1 }),
        text('category', 1200, 430, 660, 60, { colour: 'accent' }),
        text('travelDates', 1200, 500, 660, 60),
        text('duration', 1200, 570, 660, 60),
        text('board', 1200, 640, 660, 60),
        { type: 'rect', x: 1200, y: 740, w: 420, h: 180, colour: 'accent', radius: 24 },
        text('price', 1220, 750, 380, 110, { fontSize: 80, font: 'bold', colour: 'primary', align: 'center' }),
        text('priceInfo', 1220, 860, 380, 50, { fontSize: 30, colour: 'primary', align: 'center' }),
        text('offerHost', 1200, 950, 660, 90, { fontSize: 28, colour: 'muted', maxLines: 2 }),
        text('confirmedAt', 1200, 1044, 660, 30, { fontSize: 22, colour: 'muted' }),
      ],
    },
  },
};
