import { describe, expect, it } from 'vitest';
import { drawableOf, fitJpeg, SNAPSHOT_TARGET_BYTES } from './screen-snapshot';

const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
const element = (tagName: string, type: string) =>
  ({ tagName, getAttribute: (name: string) => (name === 'data-type' ? type : null) }) as unknown as Element;

describe('screen snapshot', () => {
  it('lowers quality, then size, until the JPEG fits 100 KB; null when nothing fits', async () => {
    const tried: Array<[number, number]> = [];
    const picture = await fitJpeg(async (quality, scale) => {
      tried.push([quality, scale]);
      return blobOf(quality * scale > 0.3 ? 300_000 : 90_000);
    });
    expect(picture?.size).toBe(90_000);
    expect(tried).toEqual([
      [0.75, 1],
      [0.55, 1],
      [0.4, 1],
      [0.5, 0.6],
    ]);
    expect(await fitJpeg(async () => blobOf(SNAPSHOT_TARGET_BYTES + 1))).toBeNull();
    expect(await fitJpeg(async () => null)).toBeNull();
  });

  it('draws images and videos; a web page or nothing on screen gives the reason', () => {
    const img = element('IMG', 'IMAGE');
    expect(drawableOf(img)).toBe(img);
    const video = element('VIDEO', 'VIDEO');
    expect(drawableOf(video)).toBe(video);
    expect(drawableOf(element('IFRAME', 'WEB'))).toBe('WEB');
    expect(drawableOf(element('DIV', 'WEB'))).toBe('WEB');
    expect(drawableOf(null)).toBe('EMPTY');
  });
});
