// The picture proxy checked a host's address, then fetch resolved it again. A host that answers a public address to the
// check and a loopback one to the connection (DNS rebinding) must not reach this network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSharp } from '../../lib/sharp.js';
import { GalleryFetcher } from '../offers/providers/gallery.js';
import { hotelPictureFetcher, isPublicHost } from './sources.js';

let server: Server;
let port = 0;
let asked = 0;

beforeAll(async () => {
  const sharp = await loadSharp();
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  server = createServer((_req, res) => {
    asked += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A name server that first answers a public address, then loopback (rebinding). */
function rebinding() {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    return [{ address: calls.length === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
  };
  return { resolve, calls };
}

describe('the hotel picture proxy and DNS rebinding', () => {
  it('never connects to an address its check did not pass', async () => {
    const url = `http://localhost:${port}/bild.png`;
    // The old way (check, then fetch resolving again) reaches the local server: the test's setup shows the hole.
    const dns = rebinding();
    const unpinned = new GalleryFetcher({ origins: [], hosts: [], admit: (u) => isPublicHost(u, dns.resolve) });
    asked = 0;
    expect(await unpinned.fetch(url)).not.toBeNull();
    expect(asked).toBe(1);

    const pinned = rebinding();
    asked = 0;
    expect(await hotelPictureFetcher([], [], pinned.resolve).fetch(url)).toBeNull();
    expect(asked).toBe(0);
    expect(pinned.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('still fetches from a listed origin (no check, no pinning)', async () => {
    asked = 0;
    const listed = hotelPictureFetcher([`http://127.0.0.1:${port}`], [], rebinding().resolve);
    expect(await listed.fetch(`http://127.0.0.1:${port}/bild.png`)).not.toBeNull();
    expect(asked).toBe(1);
  });

  it('fetches from a host whose every answer is public', async () => {
    // A resolver that keeps answering loopback is refused before any request; one answering a public address
    // would connect there (not reachable from a test), so this checks only the refusal.
    const local = hotelPictureFetcher([], [], async () => [{ address: '127.0.0.1', family: 4 }]);
    asked = 0;
    expect(await local.fetch(`http://localhost:${port}/bild.png`)).toBeNull();
    expect(asked).toBe(0);
  });
});
