import { z } from 'zod';
import { guid, longText, shortText } from './common.js';

/** Player packages are served at /apps/{name}/player.apk, so a name is a safe single path segment. */
export const APP_NAME_PATTERN = /^[A-Za-z0-9ÄÖÜäöüß][A-Za-z0-9ÄÖÜäöüß ._+-]{0,99}$/;

export const appName = z
  .string()
  .trim()
  .regex(APP_NAME_PATTERN, {
    error: 'Der Name darf nur Buchstaben, Ziffern, Leerzeichen und . _ + - enthalten (höchstens 100 Zeichen)',
  })
  .refine((v) => !v.includes('..'), { error: 'Der Name darf nicht ".." enthalten' });

/** SPEC §3 app version plus the uploaded package's size and MD5 (null until uploaded). */
export const appVersion = z.object({
  guid,
  name: z.string(),
  isDefault: z.number().int().min(0).max(1),
  comment: z.string().nullable(),
  packageSize: z.number().nullable(),
  packageMd5: z.string().nullable(),
  /** Download path of the player package (relative to the host), null without package. */
  downloadUrl: z.string().nullable(),
  created: z.number(),
  changed: z.number(),
});
export type AppVersion = z.infer<typeof appVersion>;

export const appListQuery = z.object({ keyWord: shortText.optional() });
export type AppListQuery = z.input<typeof appListQuery>;
export const appUpdate = z.object({
  name: appName.optional(),
  isDefault: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((v) => (v === true || v === 1 ? 1 : 0))
    .optional(),
  comment: longText.nullish(),
});
export type AppUpdate = z.infer<typeof appUpdate>;
export const appNameParam = z.object({ name: z.string().min(1).max(100) });

export const appUploadResponse = z.object({
  success: z.literal(true),
  data: z.object({ savedFileName: z.string(), size: z.number(), md5: z.string().optional() }),
});
