import { z } from 'zod';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from './pairing.js';

/** The address of a SMIL player's index: its device GUID, the secret where its network requires one. */
export const smilDeviceParams = z.object({ key: z.uuid({ error: 'Ungültige Geräte-GUID' }) });
export const smilSecretQuery = z.object({
  secret: z.string().max(200, { error: 'Das Gerätegeheimnis ist zu lang' }).optional(),
});

/** The kinds of logs IAdea and garlic players upload (x-server subscriptions); only the playlog is stored. */
export const SMIL_LOG_TYPES = ['playlog', 'eventlog', 'inventory', 'system'] as const;
export const smilLogParams = smilDeviceParams.extend({
  type: z.enum(SMIL_LOG_TYPES, { error: `Protokollart: ${SMIL_LOG_TYPES.join(', ')}` }),
});

export const smilPairingQuery = z.object({
  code: z
    .string()
    .regex(new RegExp(`^[${PAIRING_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`), { error: 'Ungültiger Kopplungscode' }),
  device: z.uuid({ error: 'Ungültige Geräte-GUID' }),
});

const instant = z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })], {
  error: 'Zeit als Epoch-Millisekunden oder ISO-Zeit mit Zone',
});

/**
 * One showing as signageOS' SMIL player reports it (proof of play per element): `popName` names the element (the
 * item's GUID, as the index sets it), `popTags` are kept by the player and ignored here.
 */
export const smilPopReport = z.object({
  popName: z.string({ error: 'popName fehlt' }).min(1, { error: 'popName fehlt' }).max(100),
  popTags: z.array(z.string().max(200)).max(50).optional(),
  startedAt: instant,
  endedAt: instant,
});
/** A batch of such reports (also what a player sends after being offline), at most 1000. */
export const smilPopReports = z
  .array(smilPopReport, { error: 'Erwartet wird eine Liste von Wiedergaben' })
  .max(1000, { error: 'Höchstens 1000 Wiedergaben je Sendung' });
export type SmilPopReport = z.infer<typeof smilPopReport>;
