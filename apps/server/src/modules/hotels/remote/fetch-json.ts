import type { z } from 'zod';
import { BoundedFetchError, fetchBounded } from '../../../lib/fetch-bounded.js';
import { HotelDirectoryUnavailable } from '../directory.js';

/** What the hotel viewer shows when the remote directory fails (no remote text, no stack). */
export const REMOTE_DIRECTORY_TEXTS = {
  unreachable: 'Das Hotelverzeichnis ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  timeout: 'Das Hotelverzeichnis hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.',
  invalid: 'Das Hotelverzeichnis hat eine ungültige Antwort geliefert.',
} as const;

export interface RemoteGetOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Redirects are followed only within this origin (the directory's own). */
  origin: string;
}

/** A validated answer and its size in bytes (what the cache counts). */
export interface RemoteAnswer<T> {
  data: T;
  bytes: number;
}

const unavailable = (kind: keyof typeof REMOTE_DIRECTORY_TEXTS) =>
  new HotelDirectoryUnavailable(REMOTE_DIRECTORY_TEXTS[kind]);

/**
 * GET one JSON answer of the remote directory (docs/HOTEL-DIRECTORY.md) and check it against `schema`.
 * Late, refused, oversize, non-2xx, non-JSON and wrongly shaped answers are HotelDirectoryUnavailable.
 */
export function getRemoteJson<T>(
  url: string,
  schema: z.ZodType<T>,
  options: RemoteGetOptions,
): Promise<RemoteAnswer<T>>;
/** With `notFoundIsNull`, a 404 is "not there" (null) instead of a broken directory. */
export function getRemoteJson<T>(
  url: string,
  schema: z.ZodType<T>,
  options: RemoteGetOptions & { notFoundIsNull: true },
): Promise<RemoteAnswer<T> | null>;
export async function getRemoteJson<T>(
  url: string,
  schema: z.ZodType<T>,
  options: RemoteGetOptions & { notFoundIsNull?: boolean },
): Promise<RemoteAnswer<T> | null> {
  let response: Awaited<ReturnType<typeof fetchBounded>>;
  try {
    response = await fetchBounded(url, {
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      allow: (target) => target.origin === options.origin,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (!(error instanceof BoundedFetchError)) throw error;
    if (error.failure === 'timeout') throw unavailable('timeout');
    throw unavailable(error.failure === 'unreachable' ? 'unreachable' : 'invalid');
  }
  if (response.status === 404 && options.notFoundIsNull) return null;
  if (response.status >= 500) throw unavailable('unreachable');
  if (response.status < 200 || response.status > 299) throw unavailable('invalid');
  let json: unknown;
  try {
    json = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw unavailable('invalid');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unavailable('invalid');
  return { data: parsed.data, bytes: response.body.length };
}
