import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './comment-html';

describe('plainTextToHtml', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(plainTextToHtml('Rückruf <morgen> & "bald"\r\nZeile 2\n')).toBe(
      'Rückruf &lt;morgen&gt; &amp; &quot;bald&quot;<br>Zeile 2',
    );
  });
  it('never lets a script through', () => {
    expect(plainTextToHtml('<script>alert(1)</script>')).not.toContain('<script');
  });
});
