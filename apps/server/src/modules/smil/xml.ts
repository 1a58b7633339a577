import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../../lib/errors.js';

/** A log upload larger than this is refused whole (a day of plays of one screen is far below). */
export const MAX_LOG_BYTES = 1024 * 1024;

/**
 * Parses an uploaded XML document safely: no DOCTYPE (so no entity definitions, internal or external, and no
 * expansion), well-formed, then parsed with entity processing off; names without namespace prefix. Any fault is a
 * 400 with a German message, before anything is stored.
 */
export function parseUpload(xml: string, arrays: readonly string[]): Record<string, unknown> {
  if (Buffer.byteLength(xml) > MAX_LOG_BYTES) {
    throw badRequest(`Das Protokoll ist zu groß (höchstens ${MAX_LOG_BYTES / 1024} KB je Sendung).`);
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw badRequest('Das Protokoll darf keine DOCTYPE- oder ENTITY-Angaben enthalten.');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw badRequest(`Das Protokoll ist kein gültiges XML (Zeile ${valid.err.line}: ${valid.err.msg}).`);
  }
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => arrays.includes(name.toLowerCase()),
  });
  return parser.parse(xml) as Record<string, unknown>;
}

/** A child by name, case-insensitive (players differ: PlaylogCollection, playlogCollection). */
export function childOf(node: unknown, name: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(node)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
