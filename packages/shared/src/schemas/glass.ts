import { z } from 'zod';
import { guid } from './common.js';

/**
 * Verified on the glass: the web player sends a small picture of what it really showed; the
 * server compares it with the image the item should show (perceptual hash) and records the result.
 */
export const GLASS_RESULTS = ['bestätigt', 'abweichend', 'schwarz', 'nicht prüfbar'] as const;
export type GlassResult = (typeof GLASS_RESULTS)[number];
/**
 * The largest capture (decoded bytes) the server takes. The web player sends a PNG of GLASS_CAPTURE_LONG_SIDE px
 * on the long side (an offer image 480×270: 60–110 KB), a JPEG (quality 0.92) when the PNG would be larger.
 */
export const GLASS_MAX_BYTES = 256 * 1024;
/**
 * The capture's long side (px; the other side keeps the screen's aspect): 1/4 of a 1920×1080 offer image, where
 * one price digit (46 px high) is 11 px high and tells from resampling noise (docs/DECISIONS.md "Glass check").
 */
export const GLASS_CAPTURE_LONG_SIDE = 480;
/** A smaller capture (an old player's 96 px) is refused: too small to tell a price digit. */
export const GLASS_CAPTURE_MIN_SIDE = GLASS_CAPTURE_LONG_SIDE;

/** The capture's size for a screen (frame) of `width`×`height` CSS px: GLASS_CAPTURE_LONG_SIDE on the long side. */
export function glassCaptureSize(width: number, height: number): { width: number; height: number } {
  const scale = GLASS_CAPTURE_LONG_SIDE / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The whole-pixel box a `w`×`h` picture fitted 'contain' takes, centred in a `frameWidth`×`frameHeight` capture
 * (the server draws the expected image there; the player rounds the box the browser painted). Null: nothing.
 */
export function glassContainBox(frameWidth: number, frameHeight: number, w: number, h: number) {
  if (!w || !h || !frameWidth || !frameHeight) return null;
  const scale = Math.min(frameWidth / w, frameHeight / h);
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  return { x: Math.round((frameWidth - width) / 2), y: Math.round((frameHeight - height) / 2), width, height };
}
/** The version string the web player polls with (GET /api/playlist?version=web-player): only it can be checked. */
export const WEB_PLAYER_VERSION = 'web-player';

/** POST /api/plays/glass: one capture. */
export const glassCapture = z.object({
  guidItem: guid.describe('Der gezeigte Eintrag (Feld guid der Playlist-Antwort)'),
  shownAt: z
    .number({ error: 'shownAt muss eine Zahl (Epoch-Millisekunden) sein' })
    .int()
    .nonnegative()
    .describe('Wann das Bild gezeigt wurde (Epoch-Millisekunden, Serveruhr)'),
  image: z
    .string({ error: 'Das Bild (image) fehlt' })
    .min(1, { error: 'Das Bild (image) fehlt' })
    .max(Math.ceil((GLASS_MAX_BYTES * 4) / 3) + 100, {
      error: `Das Bild ist zu groß (höchstens ${GLASS_MAX_BYTES / 1024} KB)`,
    })
    .describe('PNG oder JPEG, Base64 (ohne oder mit data:-Präfix)'),
  requestId: guid.optional().describe('Die Kennung der Anforderung (device.glassRequest.id), wenn angefordert'),
});
export type GlassCapture = z.infer<typeof glassCapture>;

export const glassCaptureResult = z.object({
  result: z.enum(GLASS_RESULTS),
  distance: z.number().nullable(),
});

/** One check as staff and support see it. */
export const glassCheck = z.object({
  id: z.number(),
  guidDevice: z.string(),
  guidItem: z.string(),
  itemName: z.string(),
  offerId: z.string().nullable(),
  day: z.string(),
  result: z.enum(GLASS_RESULTS),
  distance: z.number().nullable(),
  requested: z.boolean(),
  shownAt: z.number(),
  received: z.number(),
  /** The capture as data URL (for 'abweichend' and 'schwarz' support compares it with the expected image). */
  capture: z.string().nullable(),
  /** Address of the image the item should show (same origin, for the comparison). */
  expectedUrl: z.string().nullable(),
});
export type GlassCheck = z.infer<typeof glassCheck>;

/** GET/POST /v1/devices/{id}/glass: the latest checks of a screen, whether it can be checked, a pending request. */
export const deviceGlass = z.object({
  checkable: z.boolean(),
  pending: z.object({ id: z.string(), requested: z.number() }).nullable(),
  latest: glassCheck.nullable(),
  checks: z.array(glassCheck),
});
export type DeviceGlass = z.infer<typeof deviceGlass>;

/** GET /v1/glass/latest: the latest result per screen in reach (the support list). */
export const glassLatestQuery = z.object({
  devices: z
    .string()
    .max(40 * 500)
    .optional()
    .describe('Komma-getrennte Geräte-GUIDs (höchstens 500); ohne: alle erreichbaren'),
});
export const glassLatest = z.object({
  items: z.array(
    z.object({
      guidDevice: z.string(),
      deviceName: z.string(),
      result: z.enum(GLASS_RESULTS),
      at: z.number().nullable(),
      itemName: z.string().nullable(),
    }),
  ),
});
export type GlassLatest = z.infer<typeof glassLatest>;
