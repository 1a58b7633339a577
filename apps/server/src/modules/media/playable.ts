import { isMediumPlayable, webVideoName } from '@signage/shared';

/**
 * What a screen may be sent and where files are served. The screens' protocol uses these so that a
 * video is only ever delivered as its converted web MP4, and never when conversion failed.
 */

export interface MediaFileFacts {
  type: string;
  convertStatus: string | null;
  webFileName: string | null;
}

export const CONVERT_FAILED_CORRUPT = 'Die Videodatei ist beschädigt oder wird nicht unterstützt.';
export const CONVERT_FAILED_ENCODE = 'Die Videodatei konnte nicht umgewandelt werden.';
export const CONVERT_FAILED_MISSING = 'Die Videodatei wurde nicht gefunden.';

/** A media entry's playability by the shared rule (packages/shared/src/rules/media-playable.ts). */
export function isPlayable(media: MediaFileFacts | null | undefined): boolean {
  return !!media && isMediumPlayable(media.type, media);
}

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
