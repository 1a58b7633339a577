import { z } from 'zod';
import { guid, longText, shortText } from './common.js';
import { offerField, templateOrientation } from './template-config.js';

export * from './offer-template.js';
export * from './template-config.js';
export * from './template-sample.js';

export const TEMPLATE_CONFIG_MAX_CHARS = 200_000;

/** SPEC §3 template; config is the JSON text of the template config (docs/TEMPLATES.md). */
export const templateSummary = z.object({
  guid,
  guidParent: z.string().nullable(),
  companyName: z.string().nullable(),
  name: z.string(),
  comment: z.string().nullable(),
  cntFiles: z.number(),
  created: z.number(),
  changed: z.number(),
});
/** A template list row: the template without its config. */
export type TemplateSummary = z.infer<typeof templateSummary>;
export const template = templateSummary.extend({ config: z.string() });
export type Template = z.infer<typeof template>;

export const templateFile = z.object({
  guid,
  name: z.string(),
  mime: z.string().nullable(),
  size: z.number(),
  created: z.number(),
});
export type TemplateFile = z.infer<typeof templateFile>;

export const templateListRequest = z.object({ guidParent: guid.nullish(), keyWord: shortText.optional() }).default({});
/** What the web sends to POST /v1/templates/list. */
export type TemplateListRequest = NonNullable<z.input<typeof templateListRequest>>;
export const templateCreate = z.object({ guidParent: guid.nullish(), name: shortText.optional() });
export const templateUpdate = z.object({
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  comment: longText.nullish(),
  config: z
    .string()
    .max(TEMPLATE_CONFIG_MAX_CHARS, { error: `Höchstens ${TEMPLATE_CONFIG_MAX_CHARS} Zeichen` })
    .optional(),
});
export type TemplateUpdate = z.infer<typeof templateUpdate>;

export const templatePreviewRequest = z.object({
  orientation: templateOrientation.default('vertical'),
  /** Preview an unsaved config (the editor's current text) instead of the stored one. */
  config: z.string().max(TEMPLATE_CONFIG_MAX_CHARS).optional(),
  /** Sample values to use instead of the built-in sample offer. */
  sample: z.partialRecord(offerField, z.string().max(500)).optional(),
});
/** The stored config's preview as an image (GET, for <img>). */
export const templatePreviewQuery = z.object({ orientation: templateOrientation.default('vertical') });

export const templateUploadResponse = z.object({
  success: z.literal(true),
  data: z.object({ savedFileName: z.string(), files: z.array(templateFile) }),
});
