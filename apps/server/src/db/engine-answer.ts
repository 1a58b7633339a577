import type { PGlite } from '@electric-sql/pglite';

/**
 * The engine's raw answer to protocol bytes. Not `execProtocolRaw`: PGlite (0.5.16) parses every answer it buffers
 * into a results list that only `execProtocol` replaces, so a long-running engine kept every answer it ever gave
 * (≈ 4.5 KB of heap per request, DECISIONS "The engine's slow growth"). `execProtocol` takes the very same path
 * (same buffer, same parser) and starts and ends each call with an empty list; `throwOnError: false` hands errors
 * to the client inside the answer, as the raw call does.
 */
export async function answerOf(db: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const { data } = await db.execProtocol(bytes, { syncToFs: false, throwOnError: false });
  return data;
}
