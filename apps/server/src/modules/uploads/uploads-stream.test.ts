import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, playlistItems } from '../../db/schema.js';
import { addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { waitUntil } from '../../test/wait.js';

/** Uploads against a listening server on 127.0.0.1 with a raw client, to see what inject cannot. */
const h = useHarness();
let port = 0;

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.app.jobs.stop();
});

const MB = 1024 * 1024;
const BOUNDARY = '----signage-test-boundary';
const head = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
/** A valid MP4 signature ('ftyp' at offset 4) followed by padding. */
const mp4Start = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(MB - 12)]);

function open(playlist: string, fileBytes: number) {
  const name = 'gross.mp4';
  return http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/v1/playlists/upload/${playlist}?active=1`,
    headers: {
      authorization: `Bearer ${h.fx.tokens.netA}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head(name).length + fileBytes + tail.length),
    },
  });
}

const tempFiles = () => {
  const dir = join(h.app.ctx.config.dataDir, 'files', 'tmp', 'uploads');
  try {
    return readdirSync(dir).map((f) => ({ name: f, size: statSync(join(dir, f)).size }));
  } catch {
    return [];
  }
};

const nothingStored = async () =>
  tempFiles().length === 0 &&
  (await h.database.db.select().from(media)).length === 0 &&
  (await h.database.db.select().from(playlistItems)).length === 0;

describe('streaming limits on a real connection', () => {
  it('refuses a file over 100 MB with 413 as soon as the limit is crossed, before the client has sent it all', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const total = 300 * MB;
    const req = open(playlist, total);
    let sent = 0;
    const answer = new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      req.on('response', (res) => {
        const sentWhenAnswered = sent;
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
      });
      req.on('error', (err) => {
        if (sent < total) return; // the server closing the connection after answering is expected
        reject(err);
      });
    });
    req.write(head('gross.mp4'));
    const pump = () => {
      while (sent < total && !req.destroyed) {
        const chunk = sent === 0 ? mp4Start : Buffer.alloc(MB);
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= total) req.end(tail);
    };
    pump();
    const result = await answer;
    req.destroy();
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.message).toBe('Ihre Datei ist zu gross. Erlaubt sind maximal 100 Megabyte.');
    expect(result.sentWhenAnswered).toBeGreaterThan(100 * MB);
    expect(result.sentWhenAnswered).toBeLessThan(total);
    await waitUntil(nothingStored, 'nothing stored', 10_000);
  }, 60_000);

  it('a client that disconnects halfway leaves no file and no row', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const req = open(playlist, 20 * MB);
    req.on('error', () => {});
    req.write(head('halb.mp4'));
    req.write(mp4Start);
    for (let i = 0; i < 4; i++) req.write(Buffer.alloc(MB));
    await waitUntil(() => tempFiles().some((f) => f.size > 0), 'the upload is being written', 10_000);
    req.destroy();
    await waitUntil(nothingStored, 'nothing stored', 10_000);
    expect(tempFiles()).toEqual([]);
  }, 30_000);
});
