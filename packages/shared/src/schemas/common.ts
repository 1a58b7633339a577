import { z } from 'zod';
import { hasNul, NUL_CHARACTER_MESSAGE } from '../rules/text.js';

export const guid = z.uuid({ error: 'Ungültige GUID' });
/** A string the database can store (no U+0000); the base of the shared text schemas. */
export const plainString = z.string().refine((text) => !hasNul(text), { error: NUL_CHARACTER_MESSAGE });
export const shortText = plainString.trim().max(255, { error: 'Höchstens 255 Zeichen' });
export const longText = plainString.max(10_000, { error: 'Höchstens 10000 Zeichen' });
export const optionalText = shortText.nullish();
export const guidParam = z.object({ id: guid });

export const successSchema = z.object({ success: z.boolean() });

export const errorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/**
 * A screen's health: online (green), silent (yellow, 'keine Meldung seit …': silent past SILENT_AFTER_MINUTES while it
 * should be on), offline (red) or resting ('aus (Ruhezeit)', grey).
 */
export const screenHealthSchema = z.enum(['online', 'silent', 'offline', 'resting']);
