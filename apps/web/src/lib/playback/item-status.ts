import { validityColour } from '@signage/shared';

/** Why an item of a loop plays now or not (the device's 'Aktuelle Playlist', stage preview, web player). */
export type ItemPlayState =
  | { kind: 'playing' }
  | { kind: 'inactive' }
  | { kind: 'starts'; at: number }
  | { kind: 'ended'; at: number }
  | { kind: 'converting' }
  | { kind: 'convertFailed' };

export interface StatusItem {
  type: string;
  active: number;
  activeFrom: number | null;
  activeTill: number | null;
  convertStatus?: string | null;
  /** false for a video not (yet) converted (playlist items of the admin API). */
  playable?: boolean;
}

/** Order of reasons: switched off, then outside its validity window, then a video still converting. */
export function itemPlayState(item: StatusItem, now: number): ItemPlayState {
  if (!item.active) return { kind: 'inactive' };
  if (validityColour(now, item.activeFrom, item.activeTill) === 'red') {
    if (item.activeTill != null && now > item.activeTill) return { kind: 'ended', at: item.activeTill };
    if (item.activeFrom != null) return { kind: 'starts', at: item.activeFrom };
  }
  if (item.type === 'VIDEO') {
    if (item.convertStatus === 'failed') return { kind: 'convertFailed' };
    if (item.convertStatus === 'waiting' || item.convertStatus === 'running' || item.playable === false) {
      return { kind: 'converting' };
    }
  }
  return { kind: 'playing' };
}

/** Playable media or web item that plays at `now` (linked playlists are never shown themselves). */
export function playsNow(item: StatusItem, now: number): boolean {
  return item.type !== 'PLAYLIST' && itemPlayState(item, now).kind === 'playing';
}
