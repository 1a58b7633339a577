import { z } from 'zod';
import { guid, shortText } from './common.js';

/** SPEC §3 Comment action: manual shown 'Default', phone 'Telefonat', mail 'E-mail', contact 'Kontakt'. */
export const commentAction = z.enum(['manual', 'phone', 'mail', 'contact']);
export type CommentAction = z.infer<typeof commentAction>;
export const COMMENT_ACTION_LABELS: Record<CommentAction, string> = {
  manual: 'Default',
  phone: 'Telefonat',
  mail: 'E-mail',
  contact: 'Kontakt',
};

export const comment = z.object({
  guid,
  /** The author's name. */
  name: z.string().nullable(),
  subject: z.string().nullable(),
  /** Plain text of the comment (tags removed), for previews and search. */
  body: z.string().nullable(),
  created: z.number().describe('epoch ms'),
  edited: z.number().describe('epoch ms'),
  action: commentAction,
  /** Sanitised HTML. */
  comment: z.string(),
  extra: z.string().nullable(),
  guidCompany: z.string().nullable(),
  guidDevice: z.string().nullable(),
  guidUser: z.string().nullable(),
  companyName: z.string().nullable(),
  deviceName: z.string().nullable(),
});
export type Comment = z.infer<typeof comment>;

export const commentCreate = z
  .object({
    guidCompany: guid.optional(),
    guidDevice: guid.optional(),
    comment: z
      .string()
      .max(100_000, { error: 'Der Kommentar ist zu lang (höchstens 100000 Zeichen)' })
      .refine((v) => v.trim().length > 0, { error: 'Der Kommentar darf nicht leer sein' }),
    action: commentAction.default('manual'),
    subject: shortText.nullish(),
  })
  .refine((v) => (v.guidCompany ? 1 : 0) + (v.guidDevice ? 1 : 0) === 1, {
    error: 'Bitte geben Sie entweder guidCompany oder guidDevice an.',
    path: ['guidCompany'],
  });

export const commentSearch = z
  .object({ guidCompany: guid.optional(), guidDevice: guid.optional(), keyWord: shortText.optional() })
  .default({});

export const commentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
