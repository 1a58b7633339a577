import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPush, type EventSourceLike, nextPushDelay, PUSH_RETRY_MAX_MS, pushUrl } from './push-connection';

/** A stand-in for the browser's EventSource (Node has none): the test plays the server's part. */
class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  opened() {
    this.onopen?.(new Event('open'));
  }
  message(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  failed() {
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
const open = (url: string) => {
  const source = new FakeSource(url);
  sources.push(source);
  return source;
};
const last = () => sources.at(-1) as FakeSource;

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the web player push stream', () => {
  it('opens /api/push for the device (with the secret as a parameter when there is one)', () => {
    expect(pushUrl('AB-1')).toBe('/api/push?key=AB-1');
    expect(pushUrl('ab', 's+/=')).toBe('/api/push?key=ab&secret=s%2B%2F%3D');
    const stop = connectPush({ deviceKey: 'abc', onChanged: () => {}, open });
    expect(sources.map((s) => s.url)).toEqual(['/api/push?key=abc']);
    stop();
    expect(last().closed).toBe(true);
  });

  it('polls on `changed` and ignores other types and garbage', () => {
    const onChanged = vi.fn();
    connectPush({ deviceKey: 'abc', onChanged, open });
    last().opened();
    expect(onChanged).not.toHaveBeenCalled(); // the poll that came before is current
    last().message('{"type":"changed"}');
    last().message('{"type":"announcement","text":"Hallo"}');
    last().message('kein JSON');
    last().message('{"typ":"changed"}');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('reconnects with growing delays after failures, and polls once when it is back', () => {
    const onChanged = vi.fn();
    connectPush({ deviceKey: 'abc', onChanged, open });
    last().opened();
    last().failed();
    expect(sources[0]?.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    last().failed();
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    last().opened();
    expect(onChanged).toHaveBeenCalledTimes(1); // messages of the gap are lost: poll
    // After a success the next failure waits the shortest delay again.
    last().failed();
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
  });

  it('polls after a first open that only came after failures', () => {
    const onChanged = vi.fn();
    connectPush({ deviceKey: 'abc', onChanged, open });
    last().failed();
    vi.advanceTimersByTime(1000);
    last().opened();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('never waits longer than a minute, and stops for good', () => {
    expect([1, 2, 3, 7, 50].map(nextPushDelay)).toEqual([1000, 2000, 4000, PUSH_RETRY_MAX_MS, PUSH_RETRY_MAX_MS]);
    const stop = connectPush({ deviceKey: 'abc', onChanged: () => {}, open });
    last().failed();
    stop();
    vi.advanceTimersByTime(PUSH_RETRY_MAX_MS);
    expect(sources).toHaveLength(1);
  });

  it('without EventSource (an old browser) only the poll runs', () => {
    expect(() => connectPush({ deviceKey: 'abc', onChanged: () => {}, open: () => null as never })).not.toThrow();
  });
});
