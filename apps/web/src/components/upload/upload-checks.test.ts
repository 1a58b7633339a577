import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionOf, percentOf, preCheck } from './upload-checks';

describe('upload pre-checks', () => {
  it('reads the extension case-insensitively', () => {
    expect(extensionOf('Urlaub.JPG')).toBe('jpg');
    expect(extensionOf('archiv.tar.gz')).toBe('gz');
    expect(extensionOf('ohne-endung')).toBe('');
    expect(extensionOf('punkt.')).toBe('');
  });

  it('refuses wrong types, too large and empty files', () => {
    const rules = { accept: ['mp4', 'jpg', 'png'], maxBytes: 100 };
    expect(preCheck({ name: 'a.png', size: 100 }, rules)).toEqual({ ok: true });
    expect(preCheck({ name: 'a.exe', size: 1 }, rules)).toEqual({ ok: false, reason: 'type' });
    expect(preCheck({ name: 'a.mp4', size: 101 }, rules)).toEqual({ ok: false, reason: 'size' });
    expect(preCheck({ name: 'a.mp4', size: 0 }, rules)).toEqual({ ok: false, reason: 'empty' });
  });

  it('accepts any type without rules', () => {
    expect(preCheck({ name: 'vorlage.zip', size: 5 }, {})).toEqual({ ok: true });
    expect(acceptAttribute(undefined)).toBeUndefined();
    expect(acceptAttribute(['mp4', 'jpg'])).toBe('.mp4,.jpg');
  });

  it('computes whole percents within 0..100', () => {
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(300, 200)).toBe(100);
  });
});
