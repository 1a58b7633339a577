const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The dialog's plain text as HTML: characters escaped, line breaks as <br> (shown formatted in the table). */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/[&<>"']/g, (ch) => ESCAPES[ch])
    .replace(/\n/g, '<br>');
}
