import {
  LOOP_UPLOAD_LIMIT,
  MAX_LENGTH_HINT,
  maxDurationMessage,
  NOT_ALLOWED_TITLE,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
} from '@signage/shared';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';

/** The German texts of the editor are the SPEC §8 wording the shared rules (and the server) use. */
describe('SPEC texts of the playlist editor', () => {
  it('uses the server wording for Nicht erlaubt and the slide hint', () => {
    expect(de.playlists.notAllowed.title).toBe(NOT_ALLOWED_TITLE);
    expect(de.playlists.notAllowed.text.replace('{{maxDuration}}', '120')).toBe(maxDurationMessage(120));
    expect(de.playlists.editor.maxLengthHint).toBe(MAX_LENGTH_HINT);
  });

  it('uses the upload error texts of SPEC §8', () => {
    expect(de.upload.errorTitle).toBe('Upload Fehler');
    expect(de.playlists.upload.typeError).toBe(TYPE_NOT_ALLOWED_MESSAGE);
    expect(de.playlists.upload.sizeError).toBe(tooLargeMessage(LOOP_UPLOAD_LIMIT));
    expect(de.upload.sizeError.replace('{{mb}}', '100')).toBe(tooLargeMessage(LOOP_UPLOAD_LIMIT));
  });

  it('names the tabs and buttons as SPEC §2 does', () => {
    expect(de.channels.tabs).toEqual({ channels: 'Kanäle', networks: 'Netzwerke', locations: 'Standorte' });
    expect(de.media.tabs).toEqual({ all: 'Alle Medien', admin: 'Medien Verwaltung' });
    expect([de.mediathek.horizontal, de.mediathek.vertical]).toEqual(['Querformat', 'Hochformat']);
  });
});
