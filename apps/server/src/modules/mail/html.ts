import { lineBreaksToBr } from '@signage/shared';
import { decodeBasicEntities, type SanitizeOptions, sanitize } from '../../lib/sanitize.js';

const OPTIONS: SanitizeOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** Mail text as stored and sent: line breaks become <br> (SPEC §5), markup reduced to harmless tags. */
export async function mailHtml(text: string): Promise<string> {
  return (await sanitize(lineBreaksToBr(text), OPTIONS)).replace(/<br \/>/g, '<br>');
}

/** The plain-text alternative of a mail body. */
export function htmlToText(html: string): string {
  return decodeBasicEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-3]|li)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
