// Write cases of screens: the staff's device calls and the screens' own protocol (/api/…).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { devices } from '../../db/schema.js';
import { itemFileOf } from '../../modules/playlists/item-facts.js';
import { multipartFile } from '../multipart.js';
import { change, PNG, type RouteCases, same, type WriteContext } from '../write-check.js';

const JPEG_HEADERS = { 'content-type': 'image/jpeg' };
/** The snapshot request the case's preparation made. */
const pending = { id: '' };
const JPEG = await sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 30, b: 30 } } })
  .jpeg()
  .toBuffer();
/** A glass capture as the web player sends it (480 px on the long side; smaller ones are refused). */
const CAPTURE = await sharp({ create: { width: 480, height: 270, channels: 3, background: { r: 200, g: 30, b: 30 } } })
  .jpeg()
  .toBuffer();
/** A screen that is not in the world: a new key's first poll registers it. */
const NEWCOMER = randomUUID();

/** The screen's own call, as the player makes it; fails unless 2xx. */
async function screenCall(
  c: WriteContext,
  url: string,
  payload: InjectOptions['payload'],
  headers?: Record<string, string>,
) {
  const res = await c.h.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: '203.0.113.5',
  });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/** A SMIL player's call (answered below 300, or the case fails). */
async function smilCall(
  c: WriteContext,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: string | object,
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await c.h.app.inject({
    method,
    url,
    headers,
    remoteAddress: '203.0.113.5',
    ...(payload === undefined ? {} : { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

export const DEVICE_CASES: RouteCases = {
  'GET /api/playlist': [
    same("a new screen's first poll (registration)", async (c) => {
      const res = await c.h.app.inject({
        method: 'GET',
        url: `/api/playlist?key=${NEWCOMER}`,
        remoteAddress: '203.0.113.9',
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }),
  ],
  'POST /api/pairing': [
    same('a code for a new screen', (c) => screenCall(c, '/api/pairing', { key: randomUUID() }).then()),
  ],
  'POST /v1/devices/pair': [
    same('a new screen at A1', async (c) => {
      const code = (await screenCall(c, '/api/pairing', { key: randomUUID() })).json().code as string;
      await c.post('admin', '/v1/devices/pair', {
        code,
        network: c.w.networkA,
        location: c.w.locationA1,
        playlist: c.w.loopA1,
      });
    }),
  ],
  'POST /api/plays': [
    same('a batch', (c) =>
      screenCall(c, `/api/plays?key=${c.w.screens.a1a}`, {
        batchId: randomUUID(),
        plays: [{ item: c.w.items.image, start: c.h.clock.now() - 20_000, seconds: 10 }],
      }).then(),
    ),
  ],
  'GET /smil/{key}/index.smil': [
    same("a SMIL player's poll of its index", (c) => smilCall(c, 'GET', `/smil/${c.w.screens.a1a}/index.smil`)),
  ],
  'GET /smil/index.smil': [
    same('a SMIL player found by its User-Agent', (c) =>
      smilCall(c, 'GET', '/smil/index.smil', undefined, {
        'user-agent': `GAPI/1.0 (UUID:${c.w.screens.a1a}) garlic-linux`,
      }),
    ),
  ],
  'GET /smil/{key}/feed.rss': [
    same("a BrightSign's poll of its feed", (c) => smilCall(c, 'GET', `/smil/${c.w.screens.a1a}/feed.rss`)),
  ],
  'PUT /smil/{key}/reports/{type}': [
    same('a playlog', (c) => {
      const start = new Date(c.h.clock.now() - 20_000);
      const end = new Date(start.getTime() + 10_000);
      const xml = `<PlaylogCollection><contentPlayed><contentId>${c.w.items.image}</contentId><startTime>${start.toISOString()}</startTime><endTime>${end.toISOString()}</endTime></contentPlayed></PlaylogCollection>`;
      return smilCall(c, 'PUT', `/smil/${c.w.screens.a1a}/reports/playlog`, xml, { 'content-type': 'application/xml' });
    }),
  ],
  'POST /smil/{key}/reports/pop': [
    same('a signageOS report', (c) =>
      smilCall(c, 'POST', `/smil/${c.w.screens.a1a}/reports/pop`, [
        { popName: c.w.items.image, startedAt: c.h.clock.now() - 20_000, endedAt: c.h.clock.now() - 10_000 },
      ]),
    ),
  ],
  'POST /api/showing': [
    same('the item shown now', (c) =>
      screenCall(c, `/api/showing?key=${c.w.screens.a1a}`, { item: c.w.items.image, start: c.h.clock.now() }).then(),
    ),
  ],
  'POST /api/plays/glass': [
    same(
      'a capture of the image shown',
      (c) =>
        screenCall(c, `/api/plays/glass?key=${c.w.screens.a1a}`, {
          guidItem: c.w.items.image,
          shownAt: c.h.clock.now() - 5_000,
          image: CAPTURE.toString('base64'),
        }).then(),
      async (c) => {
        const item = await itemFileOf(c.h.app.ctx.db, c.w.items.image);
        await c.h.app.ctx.files.write(`media/${item?.guidPlaylist}/${item?.localFileName}`, CAPTURE);
        await c.h.app.ctx.player.served.flush();
      },
    ),
  ],
  'POST /api/snapshot': [
    change(
      'the picture asked for (the request leaves the answer)',
      (c) => screenCall(c, `/api/snapshot?key=${c.w.screens.a1a}&id=${pending.id}`, JPEG, JPEG_HEADERS).then(),
      async (c) => {
        pending.id = (await c.post('admin', `/v1/devices/${c.w.screens.a1a}/snapshot`, {})).json().pending.id;
      },
    ),
  ],
  'POST /v1/devices/unknown/delete': [
    same(
      'all unknown screens',
      (c) => c.post('admin', '/v1/devices/unknown/delete', { all: true }).then(),
      async (c) => {
        await c.h.app.inject({ method: 'GET', url: `/api/playlist?key=${randomUUID()}`, remoteAddress: '203.0.113.9' });
      },
    ),
  ],
  'GET /v1/devices/link/{companyId}/{deviceGuid}': [
    change('a screen to another location', (c) =>
      c.get('admin', `/v1/devices/link/${c.w.locationA2}/${c.w.screens.a1b}`).then(),
    ),
  ],
  'POST /v1/devices/JSON/{id}': [
    change('the monitor box', (c) =>
      c
        .post('admin', `/v1/devices/JSON/${c.w.screens.a1a}`, {
          jsonMonitor: { vis: 1, x: 10, y: 10, w: 50, h: 50 },
        })
        .then(),
    ),
  ],
  'POST /v1/devices/archive/{id}': [
    change('a screen', (c) => c.post('admin', `/v1/devices/archive/${c.w.screens.a1a}`, { isArchived: 1 }).then()),
  ],
  'POST /v1/devices/upload/{deviceGuid}/background': [
    same('a location picture', (c) =>
      c
        .ok('admin', {
          method: 'POST',
          url: `/v1/devices/upload/${c.w.screens.a2}/background`,
          ...multipartFile('schaufenster.png', PNG),
        })
        .then(),
    ),
  ],
  'POST /v1/devices/{id}': [
    change('the orientation', (c) =>
      c.post('admin', `/v1/devices/${c.w.screens.a1b}`, { orientation: 'vertical' }).then(),
    ),
    change('the on-time', (c) =>
      c.post('admin', `/v1/devices/${c.w.screens.a2}`, { power: { kind: 'always' } }).then(),
    ),
    change('the app version', (c) =>
      c.post('admin', `/v1/devices/${c.w.screens.b1}`, { setClientVersion: 'player-2.1' }).then(),
    ),
    same('a comment', (c) => c.post('admin', `/v1/devices/${c.w.screens.a1a}`, { comment: 'links im Fenster' }).then()),
  ],
  'GET /v1/devices/{id}/delete': [
    change('a screen', (c) => c.get('admin', `/v1/devices/${c.w.screens.a1a}/delete`).then()),
  ],
  'POST /v1/devices/{id}/secret': [
    same('a secret the network does not require', (c) =>
      c.post('admin', `/v1/devices/${c.w.screens.b1}/secret`, {}).then(),
    ),
  ],
  'POST /v1/devices/{id}/glass': [
    change(
      'a glass check asked for',
      (c) => c.post('admin', `/v1/devices/${c.w.screens.a1a}/glass`, {}).then(),
      async (c) => {
        await c.h.app.ctx.db
          .update(devices)
          .set({ clientVersionString: 'web-player' })
          .where(eq(devices.guid, c.w.screens.a1a));
      },
    ),
  ],
  'POST /v1/devices/{id}/snapshot': [
    change('a picture', (c) => c.post('admin', `/v1/devices/${c.w.screens.a1a}/snapshot`, {}).then()),
  ],
};
