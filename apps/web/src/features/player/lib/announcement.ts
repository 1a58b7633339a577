/**
 * The announcement of a poll answer (field `announcement`, see the route's OpenAPI): shown full-screen instead of the
 * loop from `from` until `until` on the server's clock, then the loop again by itself, also without a poll and while
 * the server is away. Its item in the lists is for players without this field.
 */
import type { PlayerAnnouncement, PlayerItem } from '@signage/shared';

const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The answer's announcement, or null when it has none or a broken one. */
export function announcementOf(answer: { announcement?: unknown } | null): PlayerAnnouncement | null {
  const a = answer?.announcement as Partial<PlayerAnnouncement> | undefined;
  if (!a || typeof a !== 'object' || typeof a.guid !== 'string' || typeof a.text !== 'string') return null;
  if (typeof a.colour !== 'string' || !isInstant(a.from) || !isInstant(a.until) || a.from >= a.until) return null;
  const pictureUrl = typeof a.pictureUrl === 'string' ? a.pictureUrl : null;
  return { guid: a.guid, text: a.text, colour: a.colour, pictureUrl, from: a.from, until: a.until };
}

/** The announcement that shows at the instant (server clock), or null. */
export function announcementAt(answer: { announcement?: unknown } | null, serverNow: number) {
  const a = announcementOf(answer);
  return a && a.from <= serverNow && serverNow < a.until ? a : null;
}

/** The next instant (server clock) the announcement starts or ends, or null. */
export function nextAnnouncementChange(answer: { announcement?: unknown } | null, serverNow: number): number | null {
  const a = announcementOf(answer);
  if (!a) return null;
  if (serverNow < a.from) return a.from;
  return serverNow < a.until ? a.until : null;
}

/** The loop without the announcement's own item (the web player shows the field instead). */
export function withoutAnnouncement(items: readonly PlayerItem[], answer: { announcement?: unknown } | null) {
  const a = announcementOf(answer);
  return a ? items.filter((item) => item.guid !== a.guid) : items;
}
