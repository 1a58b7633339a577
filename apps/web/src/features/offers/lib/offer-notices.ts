/**
 * The preview's notices from the answer's error (vertical) and errorH (horizontal): one per line, each
 * once (a notice about the whole offer, e.g. 'Das Angebot hat keine Bilder.', comes with both images).
 */
export function previewNotices(errors: readonly string[]): string[] {
  const lines = errors.flatMap((e) => e.split('\n')).map((line) => line.trim());
  return [...new Set(lines.filter(Boolean))];
}
