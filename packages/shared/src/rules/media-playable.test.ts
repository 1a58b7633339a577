import { describe, expect, it } from 'vitest';
import { isMediumPlayable } from './media-playable.js';

const medium = (convertStatus: string | null, webFileName: string | null = null) => ({ convertStatus, webFileName });

describe('isMediumPlayable', () => {
  it.each([
    ['WEB', null, true],
    ['IMAGE', null, true],
    ['IMAGE', medium(null), true],
    ['IMAGE', medium('done'), true],
    ['IMAGE', medium('failed'), false],
    ['VIDEO', null, false],
    ['VIDEO', medium('waiting'), false],
    ['VIDEO', medium('running'), false],
    ['VIDEO', medium('failed', 'a.web.mp4'), false],
    ['VIDEO', medium('done'), false],
    ['VIDEO', medium('done', ''), false],
    ['VIDEO', medium('done', 'a.web.mp4'), true],
    ['PLAYLIST', null, true],
    ['AUDIO', medium('done', 'a.web.mp4'), false],
  ])('%s with %j: %s', (type, facts, expected) => {
    expect(isMediumPlayable(type, facts)).toBe(expected);
  });
});
