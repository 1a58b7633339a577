import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaCache, RETRY_MS } from './media-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('media cache of the web player', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a file once it is loaded, from an object URL, and fetches it only once', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['png']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    const cache = new MediaCache(changed);
    cache.prepare([{ url: 'http://tv.example/media/a.png', size: 3 }]);
    expect(cache.source('http://tv.example/media/a.png')).toBeNull();
    await settle();
    await settle();
    expect(cache.source('http://tv.example/media/a.png')).toMatch(/^blob:/);
    expect(changed).toHaveBeenCalled();
    cache.prepare([{ url: 'http://tv.example/media/a.png', size: 3 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cache.dispose();
    expect(cache.source('http://tv.example/media/a.png')).toBeNull();
  });

  it('never offers a file it cannot load (the loop skips it), and tries again with the next answer and later', async () => {
    vi.useFakeTimers();
    try {
      let online = false;
      const fetchMock = vi.fn(async () => {
        if (!online) throw new TypeError('offline');
        return new Response(new Blob(['png']), { status: 200 });
      });
      vi.stubGlobal('fetch', fetchMock);
      const changed = vi.fn();
      const cache = new MediaCache(changed);
      const url = 'http://tv.example/media/b.png';
      cache.prepare([{ url, size: 3 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(cache.source(url)).toBeNull();
      expect(changed).toHaveBeenCalled();
      cache.prepare([{ url, size: 3 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(cache.source(url)).toBeNull();
      online = true;
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(cache.source(url)).toMatch(/^blob:/);
      cache.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a loaded file that does not show and loads it anew after RETRY_MS', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(async () => new Response(new Blob(['png']), { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      const cache = new MediaCache(() => undefined);
      const url = 'http://tv.example/media/c.png';
      cache.prepare([{ url, size: 3 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(cache.source(url)).toMatch(/^blob:/);
      cache.markFailed(url, 3);
      expect(cache.source(url)).toBeNull();
      await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(cache.source(url)).toMatch(/^blob:/);
      cache.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets files that left the loop', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['x']), { status: 200 })),
    );
    const cache = new MediaCache(() => undefined);
    cache.prepare([
      { url: 'http://tv.example/1.png', size: 1 },
      { url: 'http://tv.example/2.png', size: 1 },
    ]);
    await settle();
    await settle();
    cache.retain(new Set(['http://tv.example/2.png']));
    expect(cache.source('http://tv.example/1.png')).toBeNull();
    expect(cache.source('http://tv.example/2.png')).toMatch(/^blob:/);
  });
});
