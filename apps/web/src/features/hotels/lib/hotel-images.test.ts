import type { HotelImage } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { groupPictures, largestVariant, pickVariant, srcSetOf } from './hotel-images';

const image = (id: string, seq: number, width: number): HotelImage => ({
  url: `/hotel-images/${id}-${width}.jpg`,
  meta: { typ: 'pool', seq, id, width, height: Math.round((width * 2) / 3) },
});

describe('groupPictures', () => {
  it('groups the resolutions of one picture, smallest first, pictures in seq order', () => {
    const pictures = groupPictures([
      image('b', 2, 1280),
      image('a', 1, 1920),
      image('b', 2, 320),
      image('a', 1, 320),
      image('a', 1, 800),
    ]);
    expect(pictures.map((p) => p.id)).toEqual(['a', 'b']);
    expect(pictures[0]?.variants.map((v) => v.meta.width)).toEqual([320, 800, 1920]);
    expect(pictures[1]?.variants.map((v) => v.meta.width)).toEqual([320, 1280]);
    expect(largestVariant(pictures[0] as never).meta.width).toBe(1920);
  });

  it('keeps no empty group and copes with no pictures', () => {
    expect(groupPictures([])).toEqual([]);
  });
});

describe('pickVariant', () => {
  const variants = [image('a', 1, 320), image('a', 1, 800), image('a', 1, 1920)];

  it('takes the smallest width that fills box × devicePixelRatio', () => {
    expect(pickVariant(variants, 300).meta.width).toBe(320);
    expect(pickVariant(variants, 320).meta.width).toBe(320);
    expect(pickVariant(variants, 321).meta.width).toBe(800);
    expect(pickVariant(variants, 300, 2).meta.width).toBe(800);
    expect(pickVariant(variants, 900, 2).meta.width).toBe(1920);
  });

  it('takes the largest when none is wide enough', () => {
    expect(pickVariant(variants, 2500).meta.width).toBe(1920);
  });
});

describe('srcSetOf', () => {
  it('lists every resolution with its width', () => {
    expect(srcSetOf([image('a', 1, 320), image('a', 1, 800)])).toBe(
      '/hotel-images/a-320.jpg 320w, /hotel-images/a-800.jpg 800w',
    );
  });
});
