import { decodeBasicEntities, type HtmlAttributes, type SanitizeOptions, sanitize } from '../../lib/sanitize.js';

/**
 * Comment HTML (SPEC §3 Comment.comment) is cleaned on the server with an allow-list: formatting, lists,
 * links stay; images, scripts, styles, frames, forms, event handlers and every URL scheme but
 * http(s), mailto and tel go. No images: a remote picture in a comment is a tracking pixel in every staff
 * page that shows it.
 */
const OPTIONS: SanitizeOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'i',
    'u',
    's',
    'strong',
    'em',
    'strike',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'pre',
    'code',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...withSafeUrl(attribs, 'href'), rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

/** Besides the scheme check: only plainly written absolute, mailto/tel, anchor or path URLs are kept. */
const SAFE_URL =
  /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()/-]+|#[\w-]*|\/(?!\/)[^\s]*|[\w.~-]+(?:[/?#][^\s]*)?)$/i;

function withSafeUrl(attribs: HtmlAttributes, name: string): HtmlAttributes {
  const value = attribs[name];
  if (value === undefined || SAFE_URL.test(value.trim())) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

export async function sanitizeCommentHtml(html: string): Promise<string> {
  return (await sanitize(html, OPTIONS)).trim();
}

/** The comment as plain text (stored as body for previews and search). */
export async function commentText(html: string): Promise<string> {
  const text = await sanitize(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeBasicEntities(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}
