import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../test/xss-payloads.js';
import { commentText, sanitizeCommentHtml } from './sanitize.js';

const ALLOWED_URL = /^(https?:|mailto:|tel:|#|\/(?!\/)|[a-z0-9._~-]+(\/|$))/i;
const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|quot|lt|gt|colon|tab|newline);/gi,
      (_m, name: string) =>
        (({ amp: '&', quot: '"', lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n' }) as Record<string, string>)[
          name.toLowerCase()
        ],
    )
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('');

function assertInert(html: string) {
  expect(html).not.toMatch(
    /<\s*\/?\s*(script|style|iframe|object|embed|base|form|input|button|svg|math|meta|link|body|details|video|source|noscript|xss)\b/i,
  );
  expect(html).not.toMatch(/[\s"'/]on[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/\s(srcdoc|formaction|action|data|xlink:href)\s*=/i);
  for (const [, value] of html.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)) {
    const url = decode(value);
    expect(url, value).toMatch(ALLOWED_URL);
    expect(url).not.toMatch(/^(javascript|vbscript|data):/i);
  }
  expect(decode(html)).not.toMatch(/javascript:|vbscript:|data:text|expression\(/i);
}

describe('comment HTML sanitising', () => {
  it(`leaves nothing executable in ${XSS_PAYLOADS.length} classic XSS payloads`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    for (const payload of XSS_PAYLOADS) {
      const clean = await sanitizeCommentHtml(payload);
      assertInert(clean);
      expect(await sanitizeCommentHtml(clean), payload).toBe(clean);
    }
  });

  it('keeps formatting, lists and safe links', async () => {
    const html =
      '<p><strong>Termin</strong> am <em>Montag</em></p><ul><li>Eins</li></ul>' +
      '<a href="https://example.de/x?a=1&amp;b=2">Link</a> <a href="mailto:a@example.de">Mail</a>';
    expect(await sanitizeCommentHtml(html)).toBe(
      '<p><strong>Termin</strong> am <em>Montag</em></p><ul><li>Eins</li></ul>' +
        '<a href="https://example.de/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">Link</a> ' +
        '<a href="mailto:a@example.de" rel="noopener noreferrer nofollow" target="_blank">Mail</a>',
    );
    expect(await sanitizeCommentHtml('<p class="ql-align-center evil">x</p>')).toBe('<p class="ql-align-center">x</p>');
  });

  it('keeps no images: a remote picture in a staff page is a tracking pixel', async () => {
    expect(
      await sanitizeCommentHtml('<p>Hallo<img src="https://tracker.example/p.gif?u=1" width="1" height="1"></p>'),
    ).toBe('<p>Hallo</p>');
    expect(await sanitizeCommentHtml('<img src="/media/x.png" alt="x">')).toBe('');
  });

  it('gives the plain text for the body', async () => {
    expect(await commentText('<p>Anruf &amp; Rückruf</p><p>Kunde &lt;zufrieden&gt;</p>')).toBe(
      'Anruf & Rückruf\nKunde <zufrieden>',
    );
  });
});
