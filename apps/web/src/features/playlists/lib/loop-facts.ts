import { formatLoopLength, loopLengthColour, type PlaylistDetail } from '@signage/shared';

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

/** SPEC §2/§5: loop length hh:mm:ss (green within max, red exceeded); entry counts: lib/playback/entry-counts. */
export function loopFacts(
  playlist: Pick<PlaylistDetail, 'maxLength' | 'maxDuration' | 'duration' | 'items'>,
): LoopFacts {
  const limit = loopLimit(playlist);
  return {
    length: formatLoopLength(playlist.duration),
    limit: limit === null ? null : formatLoopLength(limit),
    colour: loopLengthColour(playlist.duration, limit),
  };
}
