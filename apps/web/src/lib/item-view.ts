import { hasUsableThumb, type PlaylistItem } from '@signage/shared';

/** A video whose web MP4 is still being made (the editor polls until it is done). */
export function isConverting(item: Pick<PlaylistItem, 'type' | 'convertStatus'>): boolean {
  return item.type === 'VIDEO' && (item.convertStatus === 'waiting' || item.convertStatus === 'running');
}

export type ConvertState = { kind: 'converting' } | { kind: 'failed'; reason: string } | null;

/** What a video card says about its conversion: 'wird umgewandelt' or 'fehlgeschlagen: {reason}'. */
export function convertState(
  item: Pick<PlaylistItem, 'type' | 'convertStatus' | 'convertStatusMessage'>,
): ConvertState {
  if (item.type !== 'VIDEO') return null;
  if (isConverting(item)) return { kind: 'converting' };
  if (item.convertStatus === 'failed') return { kind: 'failed', reason: item.convertStatusMessage ?? '' };
  return null;
}

/** The picture of a card: the stored thumbnail, else the image itself; null shows a type icon. */
export function thumbSource(item: Pick<PlaylistItem, 'type' | 'thumb' | 'url'>): string | null {
  if (hasUsableThumb(item.thumb)) return item.thumb;
  if (item.type === 'IMAGE' && item.url) return item.url;
  return null;
}

/** The file a viewer shows: a converted video's web MP4 if there is one. */
export function playbackSource(item: Pick<PlaylistItem, 'type' | 'url' | 'webUrl'>): string | null {
  if (item.type === 'VIDEO') return item.webUrl ?? item.url;
  return item.url;
}
