import { isMediumPlayable, type PlaylistItem } from '@signage/shared';
import type { playlistItems } from '../../db/schema.js';
import { mediaPath } from '../media/playable.js';

export type ItemRow = typeof playlistItems.$inferSelect;

export interface ItemMedia {
  guid: string;
  guidPlaylist: string | null;
  localFileName: string;
  type: string;
  convertStatus: string;
  convertStatusMessage: string | null;
  webFileName: string | null;
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** Where the original file of an item is served (media items live under their upload playlist). */
function fileUrl(row: ItemRow, m: ItemMedia | null): string | null {
  if (row.type === 'WEB') return row.localFileName;
  if (row.type === 'PLAYLIST') return null;
  if (m?.guidPlaylist) return mediaPath(m.guidPlaylist, m.localFileName);
  if (row.localAbsoluteFileName) return `/${row.localAbsoluteFileName.replace(/^\/+/, '')}`;
  return row.localFileName ? mediaPath(row.guidPlaylist, row.localFileName) : null;
}

/** The API shape of a playlist item (SPEC §3 plus url, webUrl, conversion state and playable). */
export function toItem(row: ItemRow, m: ItemMedia | null): PlaylistItem {
  const video = row.type === 'VIDEO';
  return {
    id: Number(row.id),
    guid: row.guid,
    guidPlaylist: row.guidPlaylist,
    orderNr: row.orderNr,
    name: row.name,
    title: row.title,
    category: row.category,
    localFileName: row.localFileName,
    localAbsoluteFileName: row.localAbsoluteFileName,
    type: row.type as PlaylistItem['type'],
    mime: row.mime,
    size: Number(row.size),
    duration: row.duration,
    md5: row.md5,
    config: row.config,
    thumb: row.thumb,
    active: row.active,
    activeFrom: ms(row.activeFrom),
    activeTill: ms(row.activeTill),
    readOnly: row.readOnly,
    fromPlayList: row.fromPlayList,
    tags: row.tags,
    linkedPlaylist: row.linkedPlaylist,
    guidMedia: row.guidMedia,
    offerId: row.offerId ?? null,
    orientation: row.orientation === 'horizontal' || row.orientation === 'vertical' ? row.orientation : null,
    schedule: row.schedule ?? null,
    url: fileUrl(row, m),
    webUrl: video && m?.guidPlaylist && m.webFileName ? mediaPath(m.guidPlaylist, m.webFileName) : null,
    convertStatus: m ? (m.convertStatus as PlaylistItem['convertStatus']) : null,
    convertStatusMessage: m?.convertStatusMessage ?? null,
    playable: isMediumPlayable(row.type, m),
    created: row.created.getTime(),
    changed: row.changed.getTime(),
  };
}
