import { type Dispatcher, fetch as undiciFetch } from 'undici';

/**
 * One GET with a deadline for the whole exchange (headers and body), a byte cap, and redirects
 * followed only to origins the caller allows (checked before each request, so a refused URL is
 * never requested). Used by the HTTP offer provider, the gallery image fetcher and the remote hotel directory.
 */

export type BoundedFailure = 'refused' | 'unreachable' | 'timeout' | 'too-big';

export class BoundedFetchError extends Error {
  constructor(
    readonly failure: BoundedFailure,
    readonly url: string,
  ) {
    super(`${failure}: ${url}`);
  }
}

export interface BoundedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Whether a URL (the first and every redirect target) may be requested. */
  allow(url: URL): boolean;
  headers?: Record<string, string>;
  maxRedirects?: number;
  /** An undici dispatcher (lib/public-address.ts: connects only to the public addresses its lookup checked). */
  dispatcher?: Dispatcher;
}

export interface BoundedResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** The URL parsed when it is http(s), else null (file:, data:, ftp: … are never fetched). */
export function httpUrl(raw: string, base?: string): URL | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

interface AnyResponse {
  status: number;
  headers: { get(name: string): string | null };
  body: (AsyncIterable<Uint8Array> & { cancel(): Promise<void> }) | null;
}

async function readCapped(response: AnyResponse, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BoundedFetchError('too-big', url);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new BoundedFetchError('too-big', url);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function fetchBounded(raw: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let current = httpUrl(raw);
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
      if (!current || !options.allow(current)) throw new BoundedFetchError('refused', current?.href ?? raw);
      const href = current.href;
      let response: AnyResponse;
      try {
        const init = { redirect: 'manual', signal: controller.signal, headers: options.headers } as const;
        response = (
          options.dispatcher
            ? await undiciFetch(href, { ...init, dispatcher: options.dispatcher })
            : await fetch(href, init)
        ) as AnyResponse;
      } catch {
        throw new BoundedFetchError(controller.signal.aborted ? 'timeout' : 'unreachable', href);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        current = httpUrl(location, href);
        continue;
      }
      try {
        const body = await readCapped(response, options.maxBytes, href);
        return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
      } catch (error) {
        await response.body?.cancel().catch(() => undefined);
        if (error instanceof BoundedFetchError) throw error;
        throw new BoundedFetchError(controller.signal.aborted ? 'timeout' : 'unreachable', href);
      }
    }
    throw new BoundedFetchError('refused', raw);
  } finally {
    clearTimeout(timer);
  }
}
