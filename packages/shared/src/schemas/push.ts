import { z } from 'zod';
import { DEVICE_KEY_PATTERN } from './player.js';

/** Where browser screens hold their push connection (server-sent events). */
export const PUSH_PATH = '/api/push';
/** The screens' poll (outside the call catalogue: answered with its own ETag and gzip; see PLAYER-PROTOCOL.md). */
export const PLAYLIST_PATH = '/api/playlist';
/** The query parameter that carries the device secret (EventSource cannot send headers). */
export const PUSH_SECRET_PARAM = 'secret';

/**
 * One message on the push connection: the `data` of an SSE event, JSON with a `type`. Today only `changed` (poll
 * GET /api/playlist now); later types (announcements, a screenshot request) are new values of `type`, and a player
 * ignores types it does not know.
 */
export type PushMessage = { type: 'changed' };
export const PUSH_CHANGED: PushMessage = { type: 'changed' };

/** The message of an event's data, or null for anything that is not JSON with a string `type`. */
export function parsePushMessage(data: string): { type: string } | null {
  try {
    const value = JSON.parse(data) as unknown;
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      return value as { type: string };
    }
  } catch {
    // Not JSON: ignored like an unknown type.
  }
  return null;
}

/** Query of GET /api/push. */
export const pushQuery = z.object({
  key: z
    .string({ error: 'Der Parameter key (GUID des Geräts) fehlt' })
    .regex(DEVICE_KEY_PATTERN, { error: 'Der Parameter key muss die GUID des Geräts sein' })
    .describe('GUID des Geräts (wie bei GET /api/playlist) / GUID of the device; unknown devices get 404.'),
  [PUSH_SECRET_PARAM]: z
    .string()
    .max(200, { error: 'Das Gerätegeheimnis ist zu lang' })
    .optional()
    .describe(
      'Gerätegeheimnis, wo das Netzwerk es verlangt (EventSource kann keine Header senden; der Header X-Device-Secret gilt auch) / device secret where the network requires it.',
    ),
});
export type PushQuery = z.infer<typeof pushQuery>;
