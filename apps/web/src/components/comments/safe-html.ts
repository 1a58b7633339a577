const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'LINK', 'META', 'BASE', 'FORM', 'SVG', 'MATH']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);

/** Without whitespace and control characters, lower case: 'java\tscript:' is 'javascript:'. */
function compact(value: string): string {
  let out = '';
  for (const ch of value) if (ch.charCodeAt(0) > 32) out += ch;
  return out.toLowerCase();
}

/**
 * The server already sanitises comment HTML; this is a second fence in the browser before the HTML is
 * rendered: no script-like element, no event handler, no javascript:/data: URL survives.
 */
export function safeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (DROP.has(element.tagName.toUpperCase())) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = compact(attribute.value);
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.has(name) && /^(javascript|data|vbscript):/.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
