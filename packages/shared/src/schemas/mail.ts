import { z } from 'zod';
import { isValidRecipient, isValidSubject, MAIL_LIMITS } from '../rules/mail.js';
import { guid, shortText } from './common.js';

export const mailLanguage = z
  .string()
  .regex(/^[a-z]{2}$/, { error: 'Sprache als Kürzel aus zwei Buchstaben, z. B. de' });
export const mailRecipient = z.string().refine(isValidRecipient, { error: 'Ungültiger Empfänger' });
export const mailSubject = z.string().refine(isValidSubject, { error: 'Ungültiger Betreff' });
export const mailMessage = z
  .string()
  .max(MAIL_LIMITS.message, { error: `Der Text ist zu lang (höchstens ${MAIL_LIMITS.message} Zeichen)` });

/** SPEC §3 mail template; body is HTML (line breaks became <br> on save). */
export const mailTemplate = z.object({
  guid,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  userGuid: z.string().nullable(),
  language: z.string(),
  created: z.number(),
  changed: z.number(),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

export const mailTemplateCreate = z.object({
  name: shortText.optional(),
  userGuid: guid.nullish(),
  language: mailLanguage.default('de'),
});
export const mailTemplateUpdate = z.object({
  name: shortText.optional(),
  subject: mailSubject.optional(),
  body: mailMessage.optional(),
  language: mailLanguage.optional(),
});
export type MailTemplateUpdate = z.infer<typeof mailTemplateUpdate>;
export const mailSearch = z.object({ keyWord: shortText.optional(), language: mailLanguage.optional() }).default({});

/** POST mail/send, single form: one free-form mail. */
export const mailSendSingle = z.object({
  to: mailRecipient,
  subject: mailSubject.refine((s) => s.trim() !== '', { error: 'Bitte geben Sie einen Betreff an' }),
  message: mailMessage.refine((s) => s.trim() !== '', { error: 'Bitte geben Sie einen Text ein' }),
});
export type MailSendSingle = z.input<typeof mailSendSingle>;
/** POST mail/send, list form: each entry names a device or company; each network's contact gets one mail. */
export const mailSendEntry = z.object({
  deviceCompanyGuid: guid.nullish(),
  deviceGuid: guid.nullish(),
  guidCompany: guid.nullish(),
  guidParent: guid.nullish(),
  subject: mailSubject.nullish(),
  message: mailMessage.nullish(),
});
export type MailSendEntry = z.infer<typeof mailSendEntry>;
export const mailSendRequest = z.union([
  mailSendSingle,
  z.array(mailSendEntry).min(1, { error: 'Mindestens ein Eintrag' }).max(1000, { error: 'Höchstens 1000 Einträge' }),
]);
export type MailSendRequest = z.infer<typeof mailSendRequest>;

export const outboxStatus = z.enum(['wartet', 'gesendet', 'fehlgeschlagen']);
export type OutboxStatus = z.infer<typeof outboxStatus>;

export const outboxMail = z.object({
  guid,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: outboxStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.number(),
  sentAt: z.number().nullable(),
  created: z.number(),
  guidCompany: z.string().nullable(),
  companyName: z.string().nullable(),
  guidDevice: z.string().nullable(),
  guidUser: z.string().nullable(),
  username: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const mailSendResponse = z.object({
  success: z.literal(true),
  queued: z.array(outboxMail),
  /** Networks that got no mail, with the reason (e.g. no address on file). */
  skipped: z.array(z.object({ guidCompany: z.string(), companyName: z.string(), reason: z.string() })),
});
export type MailSendResponse = z.infer<typeof mailSendResponse>;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
  status: outboxStatus.optional(),
  guidCompany: guid.optional(),
});
/** The parsed query (its fields are coerced from text, so z.input would be unknown); the web sends these values as text. */
export type OutboxQuery = z.infer<typeof outboxQuery>;
export const outboxPage = z.object({ items: z.array(outboxMail), count: z.number() });
export type OutboxPage = z.infer<typeof outboxPage>;

export const offlineMailTemplate = z.object({ subject: z.string(), body: z.string(), placeholder: z.string() });
/** `body` is plain text with line breaks; `placeholder` marks where the device list goes. */
export type OfflineMailTemplate = z.infer<typeof offlineMailTemplate>;
