import { z } from 'zod';
import { guid } from './common.js';
import { device } from './devices.js';
import { DEVICE_KEY_PATTERN } from './player.js';

/** The product name a pairing screen shows. */
export const PRODUCT_NAME = 'Digital-Signage-Plattform';

/** Pairing codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^[${PAIRING_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** What a person typed → the code: upper case, spaces and dashes ignored. */
export const normalizePairingCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** "ABC234" → "ABC 234", easy to read aloud. */
export const groupPairingCode = (code: string): string => `${code.slice(0, 3)} ${code.slice(3)}`;

/** POST /api/pairing: a screen (web or Android player) asks for its pairing code. */
export const pairingRequest = z.object({
  key: z
    .string({ error: 'Der Parameter key (GUID des Geräts) fehlt' })
    .regex(DEVICE_KEY_PATTERN, { error: 'Der Parameter key muss die GUID des Geräts sein' })
    .describe('GUID of the screen (the key it polls /api/playlist with).'),
});
export type PairingRequest = z.infer<typeof pairingRequest>;

export const pairingAnswer = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('waiting'),
    /** 6 characters from PAIRING_ALPHABET. */
    code: z.string(),
    /** Epoch ms; every call of the screen renews it. */
    expiresAt: z.number(),
    deviceGuid: z.string(),
    /** PUBLIC_URL (else the address the screen called). */
    serverUrl: z.string(),
    productName: z.string(),
  }),
  /** The screen belongs to a network: no code; it plays what /api/playlist answers. */
  z.object({ state: z.literal('paired'), deviceGuid: z.string() }),
]);
export type PairingAnswer = z.infer<typeof pairingAnswer>;

/** POST /v1/devices/pair: an administrator claims a screen by its code. */
export const pairingClaim = z.object({
  code: z
    .string({ error: 'Bitte den Code eingeben' })
    .max(40)
    .transform(normalizePairingCode)
    .refine((c) => CODE_PATTERN.test(c), {
      error: `Der Code besteht aus ${PAIRING_CODE_LENGTH} Buchstaben und Ziffern (ohne 0, O, 1, I und L).`,
    }),
  network: guid,
  location: guid,
  playlist: guid,
});
export type PairingClaim = z.input<typeof pairingClaim>;
export const pairingClaimResponse = z.object({ success: z.literal(true), device });
