import type sanitizeHtml from 'sanitize-html';

export type SanitizeOptions = sanitizeHtml.IOptions;
export type HtmlAttributes = sanitizeHtml.Attributes;

/** sanitize-html (with its HTML and CSS parsers ≈ 5 MB) loads with the first text it cleans, not with the server. */
export async function sanitize(html: string, options: SanitizeOptions): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, options);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The entities sanitize-html writes, back to characters (for plain-text versions of cleaned HTML). */
export function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]);
}
