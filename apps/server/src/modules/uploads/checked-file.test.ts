// The one check of a single uploaded picture or video for a record (announcement picture, device background):
// type by magic bytes, decoding as its kind, and nothing left in the storage when it is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { recordingDatabase } from '../../db/write-unit.js';
import type { AppError } from '../../lib/errors.js';
import { InvalidationBus } from '../../lib/invalidation.js';
import { LocalStorage } from '../../lib/storage.js';
import { ScreenWrites } from '../../player/table-map.js';
import { createTestDatabase } from '../../test/database.js';
import { placeCheckedFile, receiveCheckedFile } from './checked-file.js';

const root = mkdtempSync(join(tmpdir(), 'signage-checked-'));
const storage = new LocalStorage(root);
const MESSAGES = { tooLarge: 'Zu groß.', wrongType: 'Nur JPG und PNG.' };
const bus = new InvalidationBus();
let database: Database;
let recorded: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  recorded = recordingDatabase(database.db, new ScreenWrites(bus));
}, 180_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const picture = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
const receive = (bytes: Buffer, kind: 'jpg' | 'png') =>
  receiveCheckedFile(storage, 'probe', Readable.from([bytes]), kind, MESSAGES);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: AppError) => ({ status: err.statusCode, code: err.code, message: err.message }),
  );
const temps = async () => (await storage.list('tmp')).map((f) => f.key);

describe('receiveCheckedFile', () => {
  it('keeps a picture that is what its name says under a temporary key, and places it after the write', async () => {
    const temp = await receive(await picture('png'), 'png');
    expect(await temps()).toEqual([temp]);
    // At the moment the screens are told (a device row written), the file is in place already.
    const seenAtNotice: Array<Promise<unknown>> = [];
    const unregister = bus.register({
      playlistsChanged: () => undefined,
      mediaChanged: () => undefined,
      devicesChanged: () => void seenAtNotice.push(storage.stat('media/x/bild.png')),
    });
    await placeCheckedFile(recorded, storage, temp, 'media/x/bild.png', async (tx) => {
      await tx.update(devices).set({ name: 'x' }).where(sql`false`);
    });
    unregister();
    expect(seenAtNotice).toHaveLength(1);
    expect(await seenAtNotice[0]).not.toBeNull();
    expect(await temps()).toEqual([]);
    expect(await storage.stat('media/x/bild.png')).not.toBeNull();
  });

  it('refuses another type, an undecodable one (FILE_CORRUPT) and leaves nothing behind; a failed write too', async () => {
    expect(await refusal(receive(await picture('png'), 'jpg'))).toEqual({
      status: 415,
      code: 'FILE_TYPE',
      message: 'Nur JPG und PNG.',
    });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expect(await refusal(receive(broken, 'jpg'))).toMatchObject({ status: 415, code: 'FILE_CORRUPT' });
    expect(await temps()).toEqual([]);
    const temp = await receive(await picture('jpeg'), 'jpg');
    const failed = placeCheckedFile(recorded, storage, temp, 'media/x/neu.jpg', async () => {
      throw new Error('Schreiben fehlgeschlagen');
    });
    await expect(failed).rejects.toThrow('Schreiben fehlgeschlagen');
    expect(await temps()).toEqual([]);
    expect(await storage.stat('media/x/neu.jpg')).toBeNull();
  });
});
