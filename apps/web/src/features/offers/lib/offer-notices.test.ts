import { describe, expect, it } from 'vitest';
import { previewNotices } from './offer-notices';

describe('previewNotices', () => {
  it('shows a notice that both images carry once', () => {
    const pictures = '2 von 3 Bildern des Angebots konnten nicht geladen werden.';
    expect(previewNotices([pictures, pictures])).toEqual([pictures]);
    expect(previewNotices(['Das Angebot hat keine Bilder.', 'Das Angebot hat keine Bilder.'])).toEqual([
      'Das Angebot hat keine Bilder.',
    ]);
  });
  it('keeps different notices, one per line, and nothing for empty errors', () => {
    expect(previewNotices(['Vorlage fehlerhaft.\nDas Angebot hat keine Bilder.', 'Das Bild konnte nicht…'])).toEqual([
      'Vorlage fehlerhaft.',
      'Das Angebot hat keine Bilder.',
      'Das Bild konnte nicht…',
    ]);
    expect(previewNotices(['', ''])).toEqual([]);
  });
});
