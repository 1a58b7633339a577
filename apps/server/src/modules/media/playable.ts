import { webVideoName } from '@signage/shared';

/**
 * Where media files are stored and served, and the conversion failure texts. Whether a medium may be sent to a
 * screen is the shared rule's alone (isMediumPlayable in packages/shared/src/rules/media-playable.ts).
 */

export const CONVERT_FAILED_CORRUPT = 'Die Videodatei ist beschädigt oder wird nicht unterstützt.';
export const CONVERT_FAILED_ENCODE = 'Die Videodatei konnte nicht umgewandelt werden.';
export const CONVERT_FAILED_MISSING = 'Die Videodatei wurde nicht gefunden.';

/** Storage key (and URL path without the leading slash) of a file of a playlist's uploads. */
export const mediaKey = (guidPlaylist: string, file: string) => `media/${guidPlaylist}/${file}`;
export const mediaPath = (guidPlaylist: string, file: string) => `/${mediaKey(guidPlaylist, file)}`;

/** Paths (relative to the server) of a media entry's files; prefix with the public URL for players. */
export function mediaUrls(media: {
  guidPlaylist: string | null;
  localFileName: string;
  webFileName: string | null;
  thumbFileName: string | null;
}) {
  if (!media.guidPlaylist) return { url: null, webUrl: null, thumbUrl: null };
  return {
    url: mediaPath(media.guidPlaylist, media.localFileName),
    webUrl: media.webFileName ? mediaPath(media.guidPlaylist, media.webFileName) : null,
    thumbUrl: media.thumbFileName ? mediaPath(media.guidPlaylist, media.thumbFileName) : null,
  };
}

/** Name of the web MP4 next to an original (SPEC §9). */
export const webFileNameOf = (localFileName: string) => webVideoName(localFileName);
