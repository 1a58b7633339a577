import { randomBytes } from 'node:crypto';
import { DEFAULT_TEMPLATE_CONFIG, glassCaptureSize, glassContainBox, templateConfig } from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices, evidenceEntries, glassChecks } from '../../db/schema.js';
import { renderOffer } from '../../lib/offer-render/index.js';
import { sampleOffer } from '../../lib/offer-render/sample.js';
import { addPlayingDevice } from '../../test/factory/devices.js';
import { addPlayerItem } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { served } from '../../test/plays.js';
import { checkChain, sha256 } from '../evidence/chain.js';
import { CONFIRM_MAX_DISTANCE } from './hash.js';
import { pruneGlassChecks } from './retention.js';
import { NOT_AN_IMAGE, NOT_AN_IMAGE_ITEM, NOT_SERVED, TOO_SMALL } from './service.js';

/** Verified on the glass: what a web player showed, compared with what it should show. */
const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const db = () => h.database.db;

/** An offer image as the offer tool draws it: hotel, picture, price. */
const offer = (price: string, hotel = 'Hotel Sonnenstrand', color = '#0a4d8c') =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
<rect width="1920" height="1080" fill="#f4efe6"/><rect width="1920" height="220" fill="${color}"/>
<text x="80" y="150" font-size="110" font-family="sans-serif" fill="#fff">${hotel}</text>
<rect x="80" y="300" width="900" height="600" fill="#7aa6c9"/><circle cx="500" cy="560" r="180" fill="#e9c46a"/>
<text x="1050" y="420" font-size="64" font-family="sans-serif" fill="#333">7 Nächte · Halbpension</text>
<text x="1050" y="800" font-size="200" font-family="sans-serif" font-weight="bold" fill="#c0392b">${price}</text>
</svg>`),
  )
    .png()
    .toBuffer();

/**
 * What a player sends: the image fitted 'contain' into a screen-shaped frame (black bars) of `width`×`height`, at
 * whole pixels as glass-check.ts drawGlass draws it, resampled with `kernel` (a browser's differs from the
 * server's lanczos3) and `off` pixels off (a box rounded the other way); PNG or JPEG of `quality`.
 */
const capture = async (
  image: Buffer,
  width = 480,
  height = 270,
  quality?: number,
  kernel: 'lanczos3' | 'mitchell' | 'linear' = 'mitchell',
  off = 0,
) => {
  const meta = await sharp(image).metadata();
  const box = glassContainBox(width, height, meta.width ?? 0, meta.height ?? 0);
  if (!box) throw new Error('no box');
  const picture = await sharp(image).resize(box.width, box.height, { fit: 'fill', kernel }).toBuffer();
  const s = sharp({ create: { width, height, channels: 3, background: '#000' } }).composite([
    { input: picture, left: box.x + off, top: box.y + off },
  ]);
  return (quality ? s.jpeg({ quality }) : s.png()).toBuffer();
};

/** The offer tool's built-in template with the sample offer at `price` (1920×1080 or 1080×1920). */
const rendered = async (price: string, orientation: 'horizontal' | 'vertical') =>
  renderOffer(templateConfig.parse(DEFAULT_TEMPLATE_CONFIG), await sampleOffer({ price }), new Map(), orientation);

async function screenWithOffer() {
  const s = await addPlayingDevice(db(), { network: h.fx.networkA, location: h.fx.locationA });
  const item = await addPlayerItem(db(), { guidPlaylist: s.playlist, name: 'Angebot 7.png', offerId: '7' });
  const plain = await addPlayerItem(db(), { guidPlaylist: s.playlist, name: 'Kreta.png' });
  const image = await offer('1.899 €');
  await h.app.ctx.files.write(`media/${s.playlist}/${item}.jpg`, image);
  await h.app.ctx.files.write(`media/${s.playlist}/${plain}.jpg`, image);
  await served(h, s.device, [item, plain]);
  await db().update(devices).set({ clientVersionString: 'web-player' }).where(eq(devices.guid, s.device));
  return { ...s, item, plain, image };
}

const send = (key: string, body: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/plays/glass?key=${key}`, payload: body });
const body = (guidItem: string, data: Buffer, extra: Record<string, unknown> = {}) => ({
  guidItem,
  shownAt: h.clock.now() - 2_000,
  image: data.toString('base64'),
  ...extra,
});

/** 'Bildschirm prüfen': an open request, so that the next capture makes a check of its own. */
const asked = async (device: string) =>
  (await h.call('support', { method: 'POST', url: `/v1/devices/${device}/glass` })).json().pending.id as string;

describe('POST /api/plays/glass', () => {
  it('confirms the same image at other sizes and JPEG qualities; another offer or price is abweichend', async () => {
    const s = await screenWithOffer();
    for (const [w, hh, q, kernel, off] of [
      [480, 270, undefined, 'mitchell', 0],
      [480, 270, undefined, 'linear', 1],
      [480, 270, 92, 'lanczos3', 0],
      [270, 480, undefined, 'mitchell', 0],
      [480, 480, 90, 'linear', 0],
    ] as const) {
      const requestId = await asked(s.device);
      const res = await send(s.device, body(s.item, await capture(s.image, w, hh, q, kernel, off), { requestId }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result, `${w}×${hh} q${q}: ${res.json().distance}`).toBe('bestätigt');
      expect(res.json().distance).toBeLessThanOrEqual(CONFIRM_MAX_DISTANCE);
    }
    for (const other of [
      await offer('2.049 €'),
      await offer('1.859 €'),
      await offer('1.899 €', 'Palm Beach Resort', '#2a9d8f'),
    ]) {
      const requestId = await asked(s.device);
      const res = await send(s.device, body(s.item, await capture(other, 480, 270, 92), { requestId }));
      expect(res.statusCode).toBe(200);
      expect(res.json().result, String(res.json().distance)).toBe('abweichend');
    }
  });

  it('one price digit changed on a real offer render is abweichend, the same render bestätigt (both orientations)', async () => {
    const s = await screenWithOffer();
    for (const orientation of ['horizontal', 'vertical'] as const) {
      const image = await rendered('1.299 €', orientation);
      await h.app.ctx.files.write(`media/${s.playlist}/${s.item}.jpg`, image);
      const screen = orientation === 'horizontal' ? { w: 1920, h: 1080 } : { w: 1080, h: 1920 };
      const frame = glassCaptureSize(screen.w, screen.h);
      const check = async (shown: Buffer, kernel: 'mitchell' | 'linear', quality?: number) => {
        const requestId = await asked(s.device);
        const data = await capture(shown, frame.width, frame.height, quality, kernel);
        const res = await send(s.device, body(s.item, data, { requestId }));
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { result: string; distance: number };
      };
      for (const [kernel, quality] of [['mitchell'], ['linear', 92]] as const) {
        const same = await check(image, kernel, quality);
        expect(same.result, `${orientation} same ${kernel}: ${same.distance}`).toBe('bestätigt');
      }
      for (const price of ['1.399 €', '1.289 €', '1.298 €']) {
        const digit = await check(await rendered(price, orientation), 'mitchell');
        expect(digit.result, `${orientation} ${price}: ${digit.distance}`).toBe('abweichend');
      }
    }
  });

  it('a black capture is schwarz; the check is stored with its capture', async () => {
    const s = await screenWithOffer();
    const black = await sharp({ create: { width: 480, height: 270, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await send(s.device, body(s.plain, black));
    expect(res.json()).toEqual({ result: 'schwarz', distance: null });
    const [row] = await db().select().from(glassChecks).where(eq(glassChecks.guidDevice, s.device));
    expect(row).toMatchObject({ result: 'schwarz', guidItem: s.plain, offerId: null });
    expect(row?.capture?.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('keeps one check per item and day unless asked: a repeat stores nothing and gets the day’s result', async () => {
    const s = await screenWithOffer();
    const first = await send(s.device, body(s.item, await capture(s.image)));
    expect(first.json().result).toBe('bestätigt');
    // a forged repeat with another picture, and one with a request id that is not open: nothing new
    for (const extra of [{}, { requestId: '0f8fad5b-d9cb-469f-a165-70867728950e' }]) {
      const again = await send(s.device, body(s.item, await capture(await offer('2.049 €')), extra));
      expect(again.json()).toEqual(first.json());
    }
    expect(await db().select().from(glassChecks)).toHaveLength(1);
    expect(await db().select().from(evidenceEntries).where(eq(evidenceEntries.kind, 'glass'))).toHaveLength(1);
    // asked for: a check of its own
    const requestId = await asked(s.device);
    const checked = await send(s.device, body(s.item, await capture(await offer('2.049 €')), { requestId }));
    expect(checked.json().result).toBe('abweichend');
    expect(await db().select().from(glassChecks)).toHaveLength(2);
  });

  it('refuses an item not served, a foreign screen’s item, too big, not an image, a video item', async () => {
    const s = await screenWithOffer();
    const foreign = await addPlayingDevice(db(), { network: h.fx.networkB, location: h.fx.locationB });
    const foreignItem = await addPlayerItem(db(), { guidPlaylist: foreign.playlist, name: 'Fremd.png' });
    await served(h, foreign.device, [foreignItem]);
    const unserved = await addPlayerItem(db(), { guidPlaylist: s.playlist, name: 'Neu.png' });
    const good = await capture(s.image);
    const message = (res: { json(): { error: { message: string } } }) => res.json().error.message;
    let res = await send(s.device, body(unserved, good));
    expect([res.statusCode, message(res)]).toEqual([400, NOT_SERVED]);
    res = await send(s.device, body(foreignItem, good));
    expect([res.statusCode, message(res)]).toEqual([400, NOT_SERVED]);
    const noise = randomBytes(600 * 600 * 3);
    const big = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    res = await send(s.device, body(s.item, big));
    expect(res.statusCode).toBe(413);
    res = await send(s.device, body(s.item, Buffer.from('kein Bild, nur Text')));
    expect([res.statusCode, message(res)]).toEqual([400, NOT_AN_IMAGE]);
    // an older player's 96 px capture cannot tell a price digit
    res = await send(s.device, body(s.item, await capture(s.image, 96, 54)));
    expect([res.statusCode, message(res)]).toEqual([400, TOO_SMALL]);
    const video = await addPlayerItem(db(), { guidPlaylist: s.playlist, name: 'Film.mp4', type: 'VIDEO' });
    await served(h, s.device, [video]);
    res = await send(s.device, body(video, good));
    expect([res.statusCode, message(res)]).toEqual([400, NOT_AN_IMAGE_ITEM]);
    res = await send('0f8fad5b-d9cb-469f-a165-70867728950e', body(s.item, good));
    expect(res.statusCode).toBe(404);
    expect(await db().select().from(glassChecks)).toEqual([]);
  });

  it('an offer item’s check is chained into the evidence archive', async () => {
    const s = await screenWithOffer();
    const res = await send(s.device, body(s.item, await capture(await offer('2.049 €'))));
    expect(res.json().result).toBe('abweichend');
    const entries = await db().select().from(evidenceEntries).where(eq(evidenceEntries.kind, 'glass'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ guidCompany: h.fx.locationA, offerId: '7' });
    // what the report 'Prüfung auf dem Glas' shows: when, the item, the file compared with and the threshold
    expect(entries[0]?.data).toMatchObject({
      guidDevice: s.device,
      guidItem: s.item,
      itemName: 'Angebot 7.png',
      shownAt: new Date(h.clock.now() - 2_000).toISOString(),
      result: 'abweichend',
      maxDistance: CONFIRM_MAX_DISTANCE,
      expectedSha256: sha256(s.image),
      requested: false,
    });
    expect((await checkChain(db())).intact).toBe(true);
    // a plain item makes no evidence entry
    await send(s.device, body(s.plain, await capture(s.image)));
    expect(await db().select().from(evidenceEntries).where(eq(evidenceEntries.kind, 'glass'))).toHaveLength(1);
  });
});

describe('GET/POST /v1/devices/{id}/glass', () => {
  it('a request reaches the poll answer and the answer with requestId clears it; no support right: 403', async () => {
    const s = await screenWithOffer();
    const asked = await h.call('support', { method: 'POST', url: `/v1/devices/${s.device}/glass` });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().pending.id as string;
    const poll = await h.app.inject({ method: 'GET', url: `/api/playlist?key=${s.device}&version=web-player` });
    expect(poll.json().device.glassRequest).toEqual({ id });
    const res = await send(s.device, body(s.item, await capture(s.image), { requestId: id }));
    expect(res.json().result).toBe('bestätigt');
    const state = await h.call('support', { method: 'GET', url: `/v1/devices/${s.device}/glass` });
    expect(state.json()).toMatchObject({
      checkable: true,
      pending: null,
      latest: { result: 'bestätigt', requested: true },
    });
    const again = await h.app.inject({ method: 'GET', url: `/api/playlist?key=${s.device}&version=web-player` });
    expect(again.json().device.glassRequest).toBeUndefined();
    expect((await h.call('netB', { method: 'GET', url: `/v1/devices/${s.device}/glass` })).statusCode).toBe(403);
    expect((await h.call('netB', { method: 'POST', url: `/v1/devices/${s.device}/glass` })).statusCode).toBe(403);
    expect((await h.call('nobody', { method: 'GET', url: `/v1/devices/${s.device}/glass` })).statusCode).toBe(403);
  });

  it('a screen that is not the web player is nicht prüfbar', async () => {
    const s = await screenWithOffer();
    await db().update(devices).set({ clientVersionString: '4.2.0' }).where(eq(devices.guid, s.device));
    const state = await h.call('support', { method: 'GET', url: `/v1/devices/${s.device}/glass` });
    expect(state.json()).toMatchObject({ checkable: false, latest: null });
    const asked = await h.call('support', { method: 'POST', url: `/v1/devices/${s.device}/glass` });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.message).toContain('nicht prüfbar');
  });
});

describe('GET /v1/glass/latest', () => {
  it('the latest result per screen in reach; with devices also the screens that cannot be checked', async () => {
    const s = await screenWithOffer();
    const other = await addPlayingDevice(db(), { network: h.fx.networkA, location: h.fx.locationA });
    await db().update(devices).set({ clientVersionString: '4.2.0' }).where(eq(devices.guid, other.device));
    const empty = await h.call('support', { method: 'GET', url: '/v1/glass/latest' });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().items).toEqual([]);
    await send(s.device, body(s.item, await capture(s.image)));
    const asked = await h.call('support', { method: 'POST', url: `/v1/devices/${s.device}/glass` });
    await send(s.device, body(s.plain, await capture(await offer('2.049 €')), { requestId: asked.json().pending.id }));
    const all = await h.call('support', { method: 'GET', url: '/v1/glass/latest' });
    expect(all.json().items).toEqual([
      {
        guidDevice: s.device,
        deviceName: expect.any(String),
        result: 'abweichend',
        at: expect.any(Number),
        itemName: 'Kreta.png',
      },
    ]);
    const some = await h.call('support', {
      method: 'GET',
      url: `/v1/glass/latest?devices=${s.device},${other.device}`,
    });
    expect(some.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ guidDevice: s.device, result: 'abweichend' }),
        expect.objectContaining({ guidDevice: other.device, result: 'nicht prüfbar', at: null, itemName: null }),
      ]),
    );
    expect(some.json().items).toHaveLength(2);
    // archived screens leave the list as they leave the support list
    await db().update(devices).set({ isArchived: 1 }).where(eq(devices.guid, s.device));
    expect((await h.call('support', { method: 'GET', url: '/v1/glass/latest' })).json().items).toEqual([]);
    const bad = await h.call('support', { method: 'GET', url: '/v1/glass/latest?devices=kaputt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Keine gültige Geräte-GUID');
    expect((await h.call('netB', { method: 'GET', url: '/v1/glass/latest' })).statusCode).toBe(403);
  });
});

describe('retention of the glass checks', () => {
  it('drops other items’ captures with the raw plays, keeps offer captures as long as the archive, then the checks', async () => {
    const s = await screenWithOffer();
    expect((await send(s.device, body(s.item, await capture(s.image)))).json().result).toBe('bestätigt');
    expect((await send(s.device, body(s.plain, await capture(s.image)))).json().result).toBe('bestätigt');
    const rows = () =>
      db()
        .select({ offerId: glassChecks.offerId, capture: glassChecks.capture, sha: glassChecks.captureSha256 })
        .from(glassChecks)
        .where(eq(glassChecks.guidDevice, s.device));
    const before = await rows();
    expect(before.every((r) => r.capture?.startsWith('data:image/png;base64,'))).toBe(true);

    // within PLAY_EVENTS_RETENTION_DAYS nothing goes
    h.clock.advance((h.app.ctx.config.playEventsRetentionDays - 1) * 86_400_000);
    expect(await pruneGlassChecks(h.app.ctx)).toEqual({ captures: 0, checks: 0 });
    // past it: the plain item's capture goes, its check (result, SHA-256) stays; the offer's capture stays
    h.clock.advance(2 * 86_400_000);
    expect(await pruneGlassChecks(h.app.ctx)).toEqual({ captures: 1, checks: 0 });
    const after = await rows();
    expect(after.find((r) => r.offerId === null)).toMatchObject({
      capture: null,
      sha: before.find((r) => !r.offerId)?.sha,
    });
    expect(after.find((r) => r.offerId === '7')?.capture).toBe(before.find((r) => r.offerId === '7')?.capture);
    // past the archive's retention both checks go
    h.clock.advance((h.app.ctx.config.evidenceRetentionMonths * 31 + 1) * 86_400_000);
    expect(await pruneGlassChecks(h.app.ctx)).toEqual({ captures: 0, checks: 2 });
    expect(await rows()).toEqual([]);
  });
});
