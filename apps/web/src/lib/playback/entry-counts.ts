import { type ItemSchedule, type LoopPlace, schedulePlaysSomewhere } from '@signage/shared';
import type { TFunction } from 'i18next';
import { playsNow, type StatusItem } from './item-status';

/**
 * The three numbers every loop view shows, with the same words everywhere (SPEC §2 item count):
 * entries = images, videos and web pages; playing = those of them that play now; linked = linked
 * playlists (rows of their own in lists, never played themselves).
 */
export interface EntryCounts {
  entries: number;
  playing: number;
  linked: number;
}

/**
 * With `places` (the locations whose screens play the playlist) an item counts as playing only when its schedule lets
 * it play now at one of them.
 */
export function entryCounts(
  items: readonly (StatusItem & { schedule?: ItemSchedule | null })[],
  now: number,
  places?: readonly LoopPlace[],
): EntryCounts {
  const own = items.filter((item) => item.type !== 'PLAYLIST');
  const scheduled = (item: { schedule?: ItemSchedule | null }) => !places || schedulePlaysSomewhere(item, now, places);
  return {
    entries: own.length,
    playing: own.filter((item) => playsNow(item, now) && scheduled(item)).length,
    linked: items.length - own.length,
  };
}

/** '6 Einträge, davon 5 laufen jetzt' */
export function entriesText(t: TFunction, counts: EntryCounts): string {
  return t('loopCounts.entriesPlaying', {
    entries: t('loopCounts.entries', { count: counts.entries }),
    playing: t('loopCounts.playing', { count: counts.playing }),
  });
}

/** '1 verknüpfte Playlist', or null when there is none. */
export function linkedText(t: TFunction, counts: EntryCounts): string | null {
  return counts.linked > 0 ? t('loopCounts.linked', { count: counts.linked }) : null;
}
