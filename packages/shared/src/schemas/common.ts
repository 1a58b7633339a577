import { z } from 'zod';

export const guid = z.uuid({ error: 'Ungültige GUID' });
export const shortText = z.string().trim().max(255, { error: 'Höchstens 255 Zeichen' });
export const longText = z.string().max(10_000, { error: 'Höchstens 10000 Zeichen' });
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
