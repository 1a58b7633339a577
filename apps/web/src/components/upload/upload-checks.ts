/** Client-side pre-checks of the upload zone (the server checks again, by content too). */

export type PreCheckResult = { ok: true } | { ok: false; reason: 'type' | 'size' | 'empty' };

export interface UploadRules {
  /** Allowed extensions, lower case, without dot; undefined = any type. */
  accept?: readonly string[];
  /** Largest file in bytes; undefined = no client-side limit. */
  maxBytes?: number;
}

/** 'Foto.JPG' -> 'jpg'; '' without extension. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? match[1].toLowerCase() : '';
}

export function preCheck(file: { name: string; size: number }, rules: UploadRules): PreCheckResult {
  if (rules.accept && !rules.accept.includes(extensionOf(file.name))) return { ok: false, reason: 'type' };
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return { ok: false, reason: 'size' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  return { ok: true };
}

/** The file picker's accept attribute ('.mp4,.jpg'), undefined for any type. */
export function acceptAttribute(accept: readonly string[] | undefined): string | undefined {
  return accept ? accept.map((ext) => `.${ext}`).join(',') : undefined;
}

/** The HTTP code the server answers the same refusal with (shown in the 'Upload Fehler' dialog). */
export const PRE_CHECK_STATUS: Record<'type' | 'size' | 'empty', number> = { type: 415, size: 413, empty: 400 };

/** 0..100, whole percent. */
export function percentOf(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
