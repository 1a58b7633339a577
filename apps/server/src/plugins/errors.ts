import { ERROR_STATUS, type ErrorCode, findNul, NUL_CHARACTER_MESSAGE } from '@signage/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, databaseUnavailable } from '../lib/errors.js';
import { StoredFileMissing } from '../lib/storage.js';
import { brokenUpload, isBrokenUpload } from '../lib/stream-to-storage.js';

type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

interface Body {
  success: false;
  error: {
    code: ErrorCode;
    message: string;
    issues?: Array<{ path: string; message: string }>;
    details?: unknown;
  };
}

/** Fastify's own errors, answered with the code of the shared catalogue for the same cause. */
const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_BODY', 'Die Anfrage enthält kein gültiges JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_BODY', 'Die Anfrage enthält keinen Inhalt.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_BODY', 'Die Länge der Anfrage stimmt nicht.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'FILE_TOO_LARGE', 'Die Anfrage ist zu groß.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Dieser Inhaltstyp wird nicht unterstützt.'],
};

/** Any other client error by its status, so that no code outside the catalogue reaches a client. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const send = (code: ErrorCode, message: string, issues?: Body['error']['issues']): Body => ({
  success: false,
  error: issues ? { code, message, issues } : { code, message },
});

/** The staff scope has @fastify/multipart's isMultipart; the screens' protocol takes no multipart upload. */
const isMultipart = (request: FastifyRequest) => typeof request.isMultipart === 'function' && request.isMultipart();

/** Postgres error codes that mean bad input rather than a broken server. */
function databaseError(err: unknown): [ErrorCode, string] | null {
  const code = (err as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (err as { code?: unknown }).code;
  if (code === '23505') return ['DATABASE', 'Dieser Eintrag existiert bereits.'];
  if (code === '23503')
    return ['DATABASE', 'Der Eintrag wird noch verwendet oder verweist auf einen fehlenden Eintrag.'];
  // invalid text representation, value too long, character not in the encoding (e.g. U+0000)
  if (code === '22P02' || code === '22001' || code === '22021') return ['VALIDATION', 'Ungültige Eingabe.'];
  return null;
}

/** The one error handler; register before any route so every context inherits it. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof StoredFileMissing)
      return reply.code(404).send(send('NOT_FOUND', 'Die Datei wurde nicht gefunden.'));
    if (err instanceof AppError) {
      // A service we depend on is away (503): the operator needs its cause, the client only the German text.
      if (err.statusCode >= 500 && err.cause !== undefined) request.log.warn({ err: err.cause }, err.message);
      if (err.extra.headers) reply.headers(err.extra.headers);
      const body = send(err.code, err.message, err.extra.issues ? [...err.extra.issues] : undefined);
      if (err.extra.details !== undefined) body.error.details = err.extra.details;
      return reply.code(err.statusCode).send(body);
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
    if (known) return reply.code(known[0]).send(send(known[1], known[2]));
    if (isMultipart(request) && isBrokenUpload(request.raw, err) && err.statusCode !== 413) {
      const broken = brokenUpload();
      return reply.code(broken.statusCode).send(send(broken.code, broken.message));
    }
    if (err.statusCode === 429) {
      return reply.code(429).send(send('TOO_MANY_REQUESTS', 'Zu viele Anfragen. Bitte warten Sie einen Moment.'));
    }
    const db = databaseError(err);
    if (db) return reply.code(ERROR_STATUS[db[0]]).send(send(db[0], db[1]));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = CODE_OF_STATUS[err.statusCode] ?? 'BAD_REQUEST';
      // A 413 from a limit not named above (multipart parts, fields, files) says what is wrong.
      const message = err.statusCode === 413 ? 'Die Anfrage ist zu groß.' : 'Die Anfrage ist ungültig.';
      return reply.code(err.statusCode).send(send(code, message));
    }
    if (isDatabaseUnavailable(err)) {
      // Logged without the query's parameter values (lib/server-log.ts errorForLog, the logger's err serializer).
      request.log.error({ err }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.code(unavailable.statusCode).send(send(unavailable.code, unavailable.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(send('INTERNAL', `Interner Serverfehler. Bitte nennen Sie dem Support die Anfrage-ID ${request.id}.`));
  });
}

/** Refuses U+0000 anywhere in a request's body, query or path with 400 (PostgreSQL cannot store it). */
export function registerInputGuard(app: FastifyInstance) {
  // Callback-style (not async): every request passes it, and most find nothing.
  // The three parts are checked one by one (no object of parts per request).
  app.addHook('preValidation', (request, _reply, done) => {
    const bad = nulIn('body', request.body) ?? nulIn('query', request.query) ?? nulIn('params', request.params);
    done(bad ?? undefined);
  });
}

/** A flat object of strings (a query, the params) without NUL anywhere: the common case, decided without findNul's paths. */
function flatAndClean(value: object): boolean {
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner !== 'string' || inner.includes('\u0000') || key.includes('\u0000')) return false;
  }
  return true;
}

function nulIn(part: string, value: unknown): AppError | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !Array.isArray(value) && flatAndClean(value)) return null;
  const at = findNul(value);
  return at === null ? null : new AppError('VALIDATION', `Ungültige Eingabe: ${part}${at} – ${NUL_CHARACTER_MESSAGE}`);
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
