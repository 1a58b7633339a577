import { describe, expect, it } from 'vitest';
import { convertState, isConverting, playbackSource, thumbSource } from './item-view';

describe('item view', () => {
  it('knows videos being converted and failed ones', () => {
    expect(isConverting({ type: 'VIDEO', convertStatus: 'waiting' })).toBe(true);
    expect(isConverting({ type: 'VIDEO', convertStatus: 'running' })).toBe(true);
    expect(isConverting({ type: 'VIDEO', convertStatus: 'done' })).toBe(false);
    expect(isConverting({ type: 'IMAGE', convertStatus: 'waiting' })).toBe(false);
    expect(convertState({ type: 'VIDEO', convertStatus: 'failed', convertStatusMessage: 'kaputt' })).toEqual({
      kind: 'failed',
      reason: 'kaputt',
    });
    expect(convertState({ type: 'VIDEO', convertStatus: 'done', convertStatusMessage: null })).toBeNull();
  });

  it('uses a thumbnail only when longer than 10 characters', () => {
    expect(thumbSource({ type: 'IMAGE', thumb: 'data:x', url: '/media/a/b.jpg' })).toBe('/media/a/b.jpg');
    expect(thumbSource({ type: 'VIDEO', thumb: 'data:image/jpeg;base64,AAAA', url: '/m.mp4' })).toBe(
      'data:image/jpeg;base64,AAAA',
    );
    expect(thumbSource({ type: 'WEB', thumb: null, url: 'https://x' })).toBeNull();
  });

  it('plays the web MP4 of a video when there is one', () => {
    expect(playbackSource({ type: 'VIDEO', url: '/a.mov', webUrl: '/a.web.mp4' })).toBe('/a.web.mp4');
    expect(playbackSource({ type: 'VIDEO', url: '/a.mp4', webUrl: null })).toBe('/a.mp4');
  });
});
