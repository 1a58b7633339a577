// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"|?*]/g;
/** Bidirectional marks, embeddings, overrides and isolates: 'rechnung\u202Efdp.exe' must not show as '…exe.pdf'. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The original name of an uploaded file as shown, stored and zipped (every upload path uses this one):
 * NFC, no path, no control (C0, C1), bidi or reserved characters, no leading dots, at most 200
 * characters (the extension kept).
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(BIDI, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 12 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || 'datei';
}
