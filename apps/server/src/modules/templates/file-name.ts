// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
const UNSAFE = /[\u0000-\u001f\u007f<>:"|?*]/g;

/**
 * The original name of an uploaded file as shown and zipped: no path, no control or reserved
 * characters, no leading dots, at most 200 characters (the extension kept).
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(UNSAFE, '')
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
