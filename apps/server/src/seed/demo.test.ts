import { type PlayerResponse, webVideoName } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, devices, media, playlistItems } from '../db/schema.js';
import { fileStorage } from '../lib/file-storage.js';
import { mediaKey } from '../modules/media/playable.js';
import { truncateAll, useHarness } from '../test/harness.js';
import { poll } from '../test/player.js';
import { DEMO_WEB_PATH } from './demo-page.js';
import { seed } from './index.js';

const h = useHarness();

describe('demo data', () => {
  it('the demo video gets its web MP4 (SPEC §9) from the same conversion job as an uploaded video', async () => {
    await truncateAll(h.database);
    const config = { ...h.app.ctx.config, seedDemo: true, demoPassword: 'demo-Passwort-1' };
    const storage = await fileStorage(config);
    await seed(h.database.db, config, storage, h.clock);
    expect(await h.app.jobs.runOnce()).toBeGreaterThanOrEqual(1);

    const videos = await h.database.db.select().from(media).where(eq(media.type, 'VIDEO'));
    expect(videos).toHaveLength(1);
    const [video] = videos;
    expect(video).toMatchObject({ convertStatus: 'done', webFileName: webVideoName(video.localFileName) });
    expect(video.webFileName).toMatch(/\.web\.mp4$/);
    expect(await storage.size(mediaKey(video.guidPlaylist ?? '', video.webFileName ?? ''))).toBeGreaterThan(0);
    // The screens are sent the web MP4, as for an upload.
    expect(JSON.parse(video.mediaInfo ?? '{}')).toMatchObject({ web: { codec: 'h264' } });
  }, 120_000);

  it('the demo web items are a page of this server: a screen gets its address and the page answers 200', async () => {
    await truncateAll(h.database);
    const config = { ...h.app.ctx.config, seedDemo: true, demoPassword: 'demo-Passwort-1' };
    await seed(h.database.db, config, await fileStorage(config), h.clock);
    const web = await h.database.db.select().from(playlistItems).where(eq(playlistItems.type, 'WEB'));
    expect(web.length).toBeGreaterThan(0);
    expect(web.map((item) => item.localFileName)).toEqual(web.map(() => `{host}${DEMO_WEB_PATH}`));

    // A demo screen is sent the address on this server (the request's host without PUBLIC_URL) …
    const [screen] = await h.database.db.select().from(devices).where(eq(devices.name, 'Berlin Schaufenster links'));
    const answer = await poll(h, screen.guid, { headers: { host: 'signage.local:8080' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const item = (answer.json() as PlayerResponse).items.find((i) => i.type === 'WEB');
    expect(item?.localAbsoluteFileName).toBe(`http://signage.local:8080${DEMO_WEB_PATH}`);

    // … and the page is there, in German, with nothing loaded from elsewhere, and may be framed by the web player.
    const page = await h.app.inject({ method: 'GET', url: new URL(item?.localAbsoluteFileName ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Angebote der Woche');
    expect(page.body).not.toMatch(/(src|href)=|url\(|https?:\/\//);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('every demo location has an advisoryId of its own (the copied booking link names it)', async () => {
    await truncateAll(h.database);
    const config = { ...h.app.ctx.config, seedDemo: true, demoPassword: 'demo-Passwort-1' };
    await seed(h.database.db, config, await fileStorage(config), h.clock);
    const locations = await h.database.db.select().from(companies).where(eq(companies.isMother, 0));
    expect(locations.length).toBeGreaterThan(0);
    const ids = locations.map((l) => l.advisoryId);
    expect(ids.every((id) => !!id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('no demo screen claims to have been seen: no heartbeat before the server ran, none online', async () => {
    await truncateAll(h.database);
    const config = { ...h.app.ctx.config, seedDemo: true, demoPassword: 'demo-Passwort-1' };
    await seed(h.database.db, config, await fileStorage(config), h.clock);
    const rows = await h.database.db.select().from(devices);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((d) => d.lastHeartbeat !== null).map((d) => d.name)).toEqual([]);
  });
});
