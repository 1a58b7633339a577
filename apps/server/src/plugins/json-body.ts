import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * How deep a JSON body may nest (objects and arrays). The API's bodies nest 4 levels at most (a template's
 * config, a monitor box); 64 leaves room for any real client and refuses bodies built to exhaust the stack of
 * whatever walks them (docs/DECISIONS.md 'Input refused at the door').
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;

/** Whether a JSON text opens more than `limit` objects/arrays inside each other; counts brackets outside strings, parses nothing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // a backslash escapes the next character
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse, same answers for empty and invalid bodies) behind a depth check:
 * a body nested deeper than MAX_JSON_DEPTH is refused with 400 before it is parsed.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) return parse(request, text, done);
    done(new AppError('INVALID_BODY', TOO_DEEP_MESSAGE), undefined);
  });
}
