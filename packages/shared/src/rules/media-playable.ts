/**
 * Whether a medium may be sent to a screen (SPEC §9): the one rule behind the admin API's `playable`
 * flag (of media entries and of playlist items) and the screens' protocol answer. No other place decides it.
 */

/** What of a media entry the rule needs; null when the item has no media entry. */
export interface PlayableMediumFacts {
  convertStatus: string | null;
  webFileName: string | null;
}

/**
 * WEB items: always. Linked playlists (PLAYLIST items): always, their own items are decided each by this rule.
 * Images: unless their media entry is still or unsuccessfully processed. Videos: only with a media entry
 * converted ('done') whose web MP4 exists. Anything else: never.
 */
export function isMediumPlayable(type: string, medium: PlayableMediumFacts | null | undefined): boolean {
  switch (type) {
    case 'WEB':
    case 'PLAYLIST':
      return true;
    case 'IMAGE':
      return !medium || medium.convertStatus === null || medium.convertStatus === 'done';
    case 'VIDEO':
      return medium?.convertStatus === 'done' && Boolean(medium.webFileName);
    default:
      return false;
  }
}
