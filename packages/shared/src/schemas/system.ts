import { z } from 'zod';

/** SPEC §3 system config: a name and JSON text. */
export const systemConfigEntry = z.object({ name: z.string(), data: z.string(), changed: z.number() });
export type SystemConfigEntry = z.infer<typeof systemConfigEntry>;

export const systemConfigName = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: 'Name aus Buchstaben, Ziffern, _ . - (höchstens 100 Zeichen)' });
export const systemConfigQuery = z.object({ name: systemConfigName.optional() });
export const systemConfigSave = z.object({
  name: systemConfigName,
  data: z
    .string()
    .max(1_000_000, { error: 'Höchstens 1000000 Zeichen' })
    .refine(
      (text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'data muss gültiger JSON-Text sein' },
    ),
});

export const logLevel = z.enum(['info', 'warn', 'error']);
export const serverLogEntry = z.object({
  time: z.number(),
  level: logLevel,
  reqId: z.string().nullable(),
  method: z.string().nullable(),
  /** Path and query; credentials in the query (token, key, code, password …) are replaced by ***. */
  url: z.string().nullable(),
  status: z.number().nullable(),
  durationMs: z.number().nullable(),
  message: z.string().nullable(),
});
export type ServerLogEntry = z.infer<typeof serverLogEntry>;
export const serverLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  level: logLevel.optional(),
  q: z.string().max(200).optional(),
});
/** The parsed query (limit is coerced from text, so z.input would be unknown); the web sends it as text. */
export type ServerLogQuery = z.infer<typeof serverLogQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.number(),
  guidUser: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityGuid: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
  entity: z.string().max(100).optional(),
  entityGuid: z.string().max(100).optional(),
  guidUser: z.uuid({ error: 'Ungültige GUID' }).optional(),
  username: z.string().max(100).optional(),
  action: z.string().max(50).optional(),
});
/** The parsed query (page and itemsPerPage are coerced from text); the web sends these values as text. */
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditPage = z.object({ items: z.array(auditEntry), count: z.number() });
export type AuditPage = z.infer<typeof auditPage>;
