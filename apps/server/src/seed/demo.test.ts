import { webVideoName } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../db/schema.js';
import { fileStorage } from '../lib/file-storage.js';
import { mediaKey } from '../modules/media/playable.js';
import { truncateAll, useHarness } from '../test/harness.js';
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
});
