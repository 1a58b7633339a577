import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

interface Body {
  success: false;
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Die Anfrage enthält kein gültiges JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Die Anfrage enthält keinen Inhalt.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Die Anfrage ist zu groß.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Dieser Inhaltstyp wird nicht unterstützt.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Die Länge der Anfrage stimmt nicht.'],
};

const send = (code: string, message: string, issues?: Body['error']['issues']): Body => ({
  success: false,
  error: issues ? { code, message, issues } : { code, message },
});

/** Postgres error codes that mean bad input rather than a broken server. */
function databaseError(err: unknown): [number, string] | null {
  const code = (err as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (err as { code?: unknown }).code;
  if (code === '23505') return [409, 'Dieser Eintrag existiert bereits.'];
  if (code === '23503') return [409, 'Der Eintrag wird noch verwendet oder verweist auf einen fehlenden Eintrag.'];
  if (code === '22P02' || code === '22001') return [400, 'Ungültige Eingabe.'];
  return null;
}

/** The one error handler; register before any route so every context inherits it. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(send(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message ?? 'Ungültiger Wert',
      }));
      const first = issues[0];
      return reply
        .code(400)
        .send(send('VALIDATION', `Ungültige Eingabe${first ? `: ${first.path} – ${first.message}` : ''}`, issues));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known[0]).send(send(err.code, known[1]));
    if (err.statusCode === 429) {
      return reply.code(429).send(send('TOO_MANY_REQUESTS', 'Zu viele Anfragen. Bitte warten Sie einen Moment.'));
    }
    const db = databaseError(err);
    if (db) return reply.code(db[0]).send(send('DATABASE', db[1]));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(send(err.code ?? 'BAD_REQUEST', 'Die Anfrage ist ungültig.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(send('INTERNAL', `Interner Serverfehler. Bitte nennen Sie dem Support die Anfrage-ID ${request.id}.`));
  });
}

/** The one not-found handler: serves the SPA for client-side routes when given, else a German 404. */
export function registerNotFoundHandler(app: FastifyInstance, spa: SpaFallback | null) {
  app.setNotFoundHandler((request, reply) => {
    if (spa?.(request, reply)) return;
    reply
      .code(404)
      .send(send('NOT_FOUND', `Die Adresse ${request.method} ${request.url.split('?')[0]} gibt es nicht.`));
  });
}
