// The push hub's upkeep on a fake clock: keep-alive comments, nothing more for a client that does not read, and
// `changed` exactly when a change moved the device's ETag.
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceEntry } from './device-cache.js';
import { KEEP_ALIVE_MS, type PushConnection, PushHub } from './push-hub.js';
import { EMPTY_PLAYLIST } from './resolve.js';

/** A connection as the route makes it, writing into an array; `unsent` plays a socket's backlog. */
function connection(unsent = 0) {
  const written: string[] = [];
  let ended = false;
  const c: PushConnection = {
    secret: undefined,
    backlog: () => unsent,
    write: (text) => void written.push(text),
    end: () => {
      ended = true;
    },
  };
  return { c, written, ended: () => ended };
}

const entry = { record: { guidPlaylist: null } } as unknown as DeviceEntry;
let hub: PushHub;
/** The ETag the device's answer has now. */
let etag = '"1"';
/** The device look-up fails while set (the database out of reach). */
let broken = false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  etag = '"1"';
  broken = false;
  hub = new PushHub(
    {
      device: async () => {
        if (broken) throw new Error('database out of reach');
        return entry;
      },
      playlist: async () => EMPTY_PLAYLIST,
      etag: async () => etag,
      admit: () => {},
      onError: () => {},
    },
    new Registry(),
  );
  hub.start();
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe('the push hub', () => {
  it(`writes a comment line to every stream every ${KEEP_ALIVE_MS / 1000} s`, async () => {
    const a = connection();
    const b = connection();
    hub.add('A', a.c);
    hub.add('b', b.c);
    await hub.idle();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(a.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.written).toEqual([': \n\n']);
    expect(b.written).toEqual([': \n\n']);
  });

  it('sends nothing more to a client whose socket holds a backlog, and forgets a closed stream', async () => {
    const slow = connection(1 << 20);
    const fine = connection();
    hub.add('a', slow.c);
    const forget = hub.add('a', fine.c);
    await hub.idle();
    etag = '"2"';
    hub.devicesChanged(['A']);
    await hub.idle();
    expect(slow.written).toEqual([]);
    expect(fine.written).toEqual(['data: {"type":"changed"}\n\n']);
    forget();
    expect(hub.size).toBe(1);
    hub.close();
    expect(slow.ended()).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('an empty or unrelated change tells nobody', async () => {
    const a = connection();
    hub.add('a', a.c);
    await hub.idle();
    hub.playlistsChanged([]);
    hub.mediaChanged(['x']);
    hub.devicesChanged(['b']);
    await hub.idle();
    expect(a.written).toEqual([]);
  });

  it('tells a device `changed` only when the change moved its ETag, once per change', async () => {
    const a = connection();
    hub.add('a', a.c);
    await hub.idle();
    hub.devicesChanged(['a']);
    hub.playlistsChanged();
    await hub.idle();
    expect(a.written).toEqual([]);
    etag = '"2"';
    hub.devicesChanged(['a']);
    await hub.idle();
    hub.mediaChanged();
    await hub.idle();
    expect(a.written).toEqual(['data: {"type":"changed"}\n\n']);
    hub.ping();
    expect(a.written.at(-1)).toBe(': \n\n');
  });

  it('tells a device whose look-up after a change failed (its answer may have changed)', async () => {
    const a = connection();
    hub.add('a', a.c);
    await hub.idle();
    broken = true;
    hub.devicesChanged(['a']);
    await hub.idle();
    expect(a.written).toEqual(['data: {"type":"changed"}\n\n']);
    broken = false;
    hub.devicesChanged(['a']);
    await hub.idle();
    expect(a.written).toHaveLength(2);
  });
});
