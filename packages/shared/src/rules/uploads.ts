/**
 * Upload rules (SPEC §5, §8, §9): limits, allowed types checked by extension AND content.
 */

const MEGABYTE = 1_048_576;
/** Whole megabytes of a limit, as the messages and hints name it ('maximal 100 Megabyte'). */
export const megabytesOf = (limitBytes: number) => Math.floor(limitBytes / MEGABYTE);

// Every upload limit, defined here once: the server's routes and the web's upload zones import these.
/** Loop media (playlists) and the CSV import of locations: 100 MB. */
export const LOOP_UPLOAD_LIMIT = 100 * MEGABYTE;
/** Stage media and a device's location image (imgBackground): 64 MB. */
export const STAGE_UPLOAD_LIMIT = 64 * MEGABYTE;
export const BACKGROUND_UPLOAD_LIMIT = STAGE_UPLOAD_LIMIT;
/** The picture of an announcement: jpg or png, small, as it loads on every screen at once. */
export const ANNOUNCEMENT_PICTURE_LIMIT = 10 * MEGABYTE;
export const CSV_IMPORT_LIMIT = LOOP_UPLOAD_LIMIT;
/** One file of a template. */
export const TEMPLATE_FILE_MAX_BYTES = 64 * MEGABYTE;
/** A player app package (APK/ZIP). */
export const APP_PACKAGE_MAX_BYTES = 200 * MEGABYTE;
/** A hotel import file (JSON lines; 100,000 hotels with content are a few hundred MB). */
export const HOTEL_IMPORT_MAX_BYTES = 1024 * MEGABYTE;
/** Files in one request: loop media, template files. */
export const MAX_FILES_PER_UPLOAD = 20;
export const TEMPLATE_FILES_PER_UPLOAD = 20;

export const TYPE_NOT_ALLOWED_MESSAGE = 'Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)';
/** 'Ihre Datei ist zu gross. Erlaubt sind maximal 100 Megabyte.' for the loop limit. */
export const tooLargeMessage = (limitBytes: number) =>
  `Ihre Datei ist zu gross. Erlaubt sind maximal ${megabytesOf(limitBytes)} Megabyte.`;
export const EMPTY_FILE_MESSAGE = 'Die Datei ist leer.';

export type MediaKind = 'jpg' | 'png' | 'mp4' | 'mov' | 'mpeg';

export interface MediaFormat {
  kind: MediaKind;
  type: 'IMAGE' | 'VIDEO';
  mime: string;
  /** Extension of the stored file. */
  ext: string;
}

export const MEDIA_FORMATS: Record<MediaKind, MediaFormat> = {
  jpg: { kind: 'jpg', type: 'IMAGE', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'png', type: 'IMAGE', mime: 'image/png', ext: 'png' },
  mp4: { kind: 'mp4', type: 'VIDEO', mime: 'video/mp4', ext: 'mp4' },
  mov: { kind: 'mov', type: 'VIDEO', mime: 'video/quicktime', ext: 'mov' },
  mpeg: { kind: 'mpeg', type: 'VIDEO', mime: 'video/mpeg', ext: 'mpeg' },
};

/** Extensions accepted (the spec's five, plus the usual spellings jpeg and mpg). */
const EXTENSIONS: Record<string, MediaKind> = {
  mp4: 'mp4',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  mov: 'mov',
  mpeg: 'mpeg',
  mpg: 'mpeg',
};

/** The allowed kind a file name claims, or null. */
export function kindFromFileName(fileName: string): MediaKind | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? (EXTENSIONS[match[1].toLowerCase()] ?? null) : null;
}

/** Bytes needed to recognise every kind. */
export const MAGIC_BYTES_NEEDED = 8;

/** The kind the content shows by its first bytes, or null. mp4 and mov share 'ftyp' at offset 4. */
export function kindsFromContent(head: Uint8Array): MediaKind[] {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return ['jpg'];
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return ['png'];
  if (at(4, 0x66, 0x74, 0x79, 0x70)) return ['mp4', 'mov'];
  if (at(0, 0x00, 0x00, 0x01, 0xba) || at(0, 0x00, 0x00, 0x01, 0xb3)) return ['mpeg'];
  return [];
}

/** Whether the first bytes fit the kind the name claims. */
export function contentMatches(kind: MediaKind, head: Uint8Array): boolean {
  return kindsFromContent(head).includes(kind);
}

/** SPEC §9: the web-playable video next to the original, its extension replaced by 'web.mp4'. */
export function webVideoName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.web.mp4`;
}
