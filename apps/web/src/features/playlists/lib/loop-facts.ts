import { formatLoopLength, loopLengthColour, type PlaylistDetail, scheduledLoopSeconds } from '@signage/shared';

/** The limit the loop length is measured against: the playlist's maxLength, else the devices' maxDuration. */
export function loopLimit(playlist: Pick<PlaylistDetail, 'maxLength' | 'maxDuration'>): number | null {
  if (playlist.maxLength > 0) return playlist.maxLength;
  return playlist.maxDuration && playlist.maxDuration > 0 ? playlist.maxDuration : null;
}

export interface LoopFacts {
  length: string;
  limit: string | null;
  colour: 'green' | 'red';
}

type LoopFields = 'maxLength' | 'maxDuration' | 'duration' | 'items' | 'loopPlaces';

/**
 * The loop length shown: with item schedules the most that plays at the same time, by the hours of the locations whose
 * screens play it (the shared rule the server's limit uses); without schedules the server's sum, as before.
 */
export function loopSeconds(playlist: Pick<PlaylistDetail, 'duration' | 'items' | 'loopPlaces'>, now: number): number {
  if (!playlist.items.some((item) => item.schedule)) return playlist.duration;
  return scheduledLoopSeconds(playlist.items, now, playlist.loopPlaces ?? []);
}

/** SPEC §2/§5: loop length hh:mm:ss (green within max, red exceeded); entry counts: lib/playback/entry-counts. */
export function loopFacts(playlist: Pick<PlaylistDetail, LoopFields>, now: number): LoopFacts {
  const limit = loopLimit(playlist);
  const seconds = loopSeconds(playlist, now);
  return {
    length: formatLoopLength(seconds),
    limit: limit === null ? null : formatLoopLength(limit),
    colour: loopLengthColour(seconds, limit),
  };
}
