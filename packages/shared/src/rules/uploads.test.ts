import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_PACKAGE_MAX_BYTES,
  BACKGROUND_UPLOAD_LIMIT,
  CSV_IMPORT_LIMIT,
  contentMatches,
  kindFromFileName,
  kindsFromContent,
  LOOP_UPLOAD_LIMIT,
  MAX_FILES_PER_UPLOAD,
  megabytesOf,
  STAGE_UPLOAD_LIMIT,
  TEMPLATE_FILE_MAX_BYTES,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
  webVideoName,
} from './uploads.js';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('upload rules', () => {
  it('limits and texts', () => {
    expect(LOOP_UPLOAD_LIMIT).toBe(104_857_600);
    expect(STAGE_UPLOAD_LIMIT).toBe(67_108_864);
    expect([BACKGROUND_UPLOAD_LIMIT, TEMPLATE_FILE_MAX_BYTES].map(megabytesOf)).toEqual([64, 64]);
    expect([CSV_IMPORT_LIMIT, APP_PACKAGE_MAX_BYTES].map(megabytesOf)).toEqual([100, 200]);
    expect(MAX_FILES_PER_UPLOAD).toBe(20);
    expect(tooLargeMessage(LOOP_UPLOAD_LIMIT)).toBe('Ihre Datei ist zu gross. Erlaubt sind maximal 100 Megabyte.');
    expect(tooLargeMessage(STAGE_UPLOAD_LIMIT)).toBe('Ihre Datei ist zu gross. Erlaubt sind maximal 64 Megabyte.');
    expect(TYPE_NOT_ALLOWED_MESSAGE).toBe('Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)');
  });
  it('recognises allowed extensions', () => {
    expect(kindFromFileName('Urlaub.JPG')).toBe('jpg');
    expect(kindFromFileName('a.jpeg')).toBe('jpg');
    expect(kindFromFileName('film.mov')).toBe('mov');
    expect(kindFromFileName('film.mpg')).toBe('mpeg');
    expect(kindFromFileName('virus.exe')).toBeNull();
    expect(kindFromFileName('mp4')).toBeNull();
    expect(kindFromFileName('x.mp4.exe')).toBeNull();
  });
  it('recognises content by magic bytes', () => {
    expect(kindsFromContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual(['jpg']);
    expect(kindsFromContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toEqual(['png']);
    expect(kindsFromContent(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70))).toEqual(['mp4', 'mov']);
    expect(kindsFromContent(bytes(0, 0, 1, 0xba))).toEqual(['mpeg']);
    expect(kindsFromContent(bytes(0, 0, 1, 0xb3))).toEqual(['mpeg']);
    expect(contentMatches('mp4', bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0))).toBe(false);
    expect(contentMatches('png', bytes(0xff, 0xd8, 0xff))).toBe(false);
  });
  it('property: random bytes without a known signature never pass', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (head) => {
        const kinds = kindsFromContent(head);
        for (const k of kinds) expect(contentMatches(k, head)).toBe(true);
        if (head[0] !== 0xff && head[0] !== 0x89 && head[0] !== 0 && head[4] !== 0x66) expect(kinds).toEqual([]);
      }),
    );
  });
  it('names the web video by replacing the extension with web.mp4', () => {
    expect(webVideoName('abc.mov')).toBe('abc.web.mp4');
    expect(webVideoName('abc.mp4')).toBe('abc.web.mp4');
    expect(webVideoName('abc')).toBe('abc.web.mp4');
  });
});
