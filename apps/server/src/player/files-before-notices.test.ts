// A screen is never told about an item whose file is not readable yet. At the moment the bus says 'changed' after an
// upload, every media URL in that screen's new answer answers 200, on disk and on S3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addPlaylist } from '../test/factory/index.js';
import { type Harness, useHarness } from '../test/harness.js';
import { makeSampleFiles, type SampleFiles, upload } from '../test/media-files.js';
import { playerOfHarness } from '../test/player.js';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server.js';

let files: SampleFiles;
beforeAll(async () => {
  files = await makeSampleFiles();
}, 60_000);

/** The HTTP status of every media URL in the device's answer, computed anew from the caches the notice dropped. */
async function mediaStatuses(h: Harness, device: string): Promise<number[]> {
  const answer = await playerOfHarness(h).preview(device, 'http://localhost');
  const items = JSON.parse(answer?.body.toString() ?? '{}').items as Array<{ localAbsoluteFileName: string | null }>;
  const urls = items.flatMap((i) => (i.localAbsoluteFileName ? [new URL(i.localAbsoluteFileName).pathname] : []));
  return Promise.all(urls.map(async (url) => (await h.app.inject({ method: 'GET', url })).statusCode));
}

function filesBeforeNotices(h: Harness) {
  it('an upload tells its screens only once its file answers 200', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const device = await addDevice(h.database.db, {
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      guidPlaylist: playlist,
    });
    expect(await mediaStatuses(h, device)).toEqual([]);
    // What a pushed screen does on 'changed': it asks at once (started in the notice itself).
    const asked: Array<Promise<number[]>> = [];
    const unregister = h.app.ctx.invalidation.register({
      playlistsChanged: () => void asked.push(mediaStatuses(h, device)),
      mediaChanged: () => void asked.push(mediaStatuses(h, device)),
      devicesChanged: () => undefined,
    });
    try {
      const res = await upload(h, 'netA', playlist, 'Bild.jpg', files.jpg);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      unregister();
    }
    expect(asked.length).toBeGreaterThan(0);
    for (const statuses of await Promise.all(asked)) expect(statuses).toEqual([200]);
  });
}

describe('files before notices, on disk', () => {
  filesBeforeNotices(useHarness());
});

describe('files before notices, on S3-compatible storage', () => {
  const env: NodeJS.ProcessEnv = {};
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(env, s3.env('app/files'));
  }, 60_000);
  afterAll(() => s3?.stop());
  filesBeforeNotices(useHarness(env));
});
