import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { R } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { clientVersionFor } from './repository.js';

const h = useHarness();
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
/** A tiny ZIP (APK) file: local header magic plus content. */
const apk = (size = 5000) => {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 7) % 251;
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), body]);
};
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function create(name?: string) {
  const res = await h.call('admin', { method: 'POST', url: '/v1/apps' });
  expect(res.statusCode).toBe(200);
  const created = res.json();
  if (!name) return created;
  return (await h.call('admin', { method: 'POST', url: `/v1/apps/${created.guid}`, payload: { name } })).json();
}
const upload = (name: string, file: Buffer, as: 'admin' | 'netA' = 'admin', filename = 'player.apk') =>
  h.call(as, {
    method: 'POST',
    url: `/v1/apps/upload/${encodeURIComponent(name)}`,
    ...multipartBody([{ filename, content: file }]),
  });

describe('app versions', () => {
  it("are created empty as 'Neue Version n', listed, searched, saved and deleted", async () => {
    const first = await create();
    const second = await create();
    expect([first.name, second.name]).toEqual(['Neue Version 1', 'Neue Version 2']);
    expect(first).toMatchObject({ isDefault: 0, comment: null, packageMd5: null, downloadUrl: null });
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/apps/${first.guid}`,
      payload: { name: '2.4.1', comment: 'Stabil', isDefault: 1 },
    });
    expect(saved.json()).toMatchObject({ name: '2.4.1', comment: 'Stabil', isDefault: 1 });
    const list = await h.call('admin', { method: 'GET', url: '/v1/apps/list' });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual(['2.4.1', 'Neue Version 2']);
    const found = await h.call('admin', { method: 'GET', url: '/v1/apps/list?keyWord=stab' });
    expect(found.json().map((a: { name: string }) => a.name)).toEqual(['2.4.1']);
    expect((await h.call('admin', { method: 'GET', url: `/v1/apps/${first.guid}` })).json().name).toBe('2.4.1');
    expect((await h.call('admin', { method: 'GET', url: `/v1/apps/${first.guid}/delete` })).json()).toEqual({
      success: true,
    });
    expect((await h.call('admin', { method: 'GET', url: `/v1/apps/${first.guid}` })).statusCode).toBe(404);
    const audit = await h.call('admin', { method: 'GET', url: '/v1/system/audit?entity=appVersion' });
    expect(audit.json().count).toBe(4);
  });

  it('keeps at most one default', async () => {
    const a = await create('A');
    const b = await create('B');
    await h.call('admin', { method: 'POST', url: `/v1/apps/${a.guid}`, payload: { isDefault: 1 } });
    await h.call('admin', { method: 'POST', url: `/v1/apps/${b.guid}`, payload: { isDefault: true } });
    const list = (await h.call('admin', { method: 'GET', url: '/v1/apps/list' })).json();
    expect(list.map((v: { name: string; isDefault: number }) => [v.name, v.isDefault])).toEqual([
      ['B', 1],
      ['A', 0],
    ]);
    await Promise.all([
      h.call('admin', { method: 'POST', url: `/v1/apps/${a.guid}`, payload: { isDefault: 1 } }),
      h.call('admin', { method: 'POST', url: `/v1/apps/${b.guid}`, payload: { isDefault: 1 } }),
    ]);
    const after = (await h.call('admin', { method: 'GET', url: '/v1/apps/list' })).json();
    expect(after.filter((v: { isDefault: number }) => v.isDefault === 1)).toHaveLength(1);
    // the screens' protocol: a device's setClientVersion, or else the default
    expect((await clientVersionFor(h.database.db, 'A'))?.name).toBe('A');
    expect((await clientVersionFor(h.database.db, 'gibt-es-nicht'))?.isDefault).toBe(1);
    await h.call('admin', { method: 'POST', url: `/v1/apps/${after[0].guid}`, payload: { isDefault: 0 } });
    expect(await clientVersionFor(h.database.db, null)).toBeNull();
  });

  it('refuses bad input with 400 and duplicate names with 409, changing nothing', async () => {
    const a = await create('A');
    await create('B');
    for (const payload of [
      { name: '../etc' },
      { name: 'a/b' },
      { name: '' },
      { isDefault: 2 },
      { name: 'x'.repeat(101) },
    ]) {
      const res = await h.call('admin', { method: 'POST', url: `/v1/apps/${a.guid}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/Ungültige Eingabe/);
    }
    const dup = await h.call('admin', { method: 'POST', url: `/v1/apps/${a.guid}`, payload: { name: 'B' } });
    expect(dup.statusCode).toBe(409);
    expect((await h.call('admin', { method: 'GET', url: `/v1/apps/${a.guid}` })).json().name).toBe('A');
    expect((await h.call('admin', { method: 'GET', url: `/v1/apps/${UNKNOWN}` })).statusCode).toBe(404);
    expect((await h.call('admin', { method: 'GET', url: '/v1/apps/nicht-guid' })).statusCode).toBe(400);
  });

  it('need the apps right; network users may read but not change them', async () => {
    const a = await create('A');
    expect((await h.call('netA', { method: 'GET', url: '/v1/apps/list' })).statusCode).toBe(403);
    expect((await h.call('support', { method: 'POST', url: '/v1/apps' })).statusCode).toBe(403);
    const appsA = await userWithRights(h, { username: 'apps-a', rights: [R.apps], at: h.fx.networkA });
    expect((await appsA({ method: 'GET', url: '/v1/apps/list' })).json()).toHaveLength(1);
    expect((await appsA({ method: 'POST', url: '/v1/apps' })).statusCode).toBe(403);
    expect((await appsA({ method: 'POST', url: `/v1/apps/${a.guid}`, payload: { isDefault: 1 } })).statusCode).toBe(
      403,
    );
    expect((await appsA({ method: 'GET', url: `/v1/apps/${a.guid}/delete` })).statusCode).toBe(403);
    const up = await appsA({
      method: 'POST',
      url: '/v1/apps/upload/A',
      ...multipartBody([{ filename: 'p.apk', content: apk() }]),
    });
    expect(up.statusCode).toBe(403);
  });
});

describe('player package upload and download', () => {
  it('round-trips the package with size and MD5, supports ranges, follows renames', async () => {
    const version = await create('Release 2.5');
    const file = apk(300_000);
    const res = await upload('Release 2.5', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { savedFileName: 'player.apk', size: file.length, md5: md5(file) },
    });
    const row = (await h.call('admin', { method: 'GET', url: `/v1/apps/${version.guid}` })).json();
    expect(row).toMatchObject({
      packageSize: file.length,
      packageMd5: md5(file),
      downloadUrl: '/apps/Release%202.5/player.apk',
    });

    const download = await h.call(null, { method: 'GET', url: row.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(download.headers['content-disposition']).toBe('attachment; filename="player.apk"');
    expect(md5(download.rawPayload)).toBe(md5(file));

    const part = await h.call(null, { method: 'GET', url: row.downloadUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    const bad = await h.call(null, { method: 'GET', url: row.downloadUrl, headers: { range: 'bytes=999999999-' } });
    expect(bad.statusCode).toBe(416);

    await h.call('admin', { method: 'POST', url: `/v1/apps/${version.guid}`, payload: { name: 'Release 2.6' } });
    expect((await h.call(null, { method: 'GET', url: '/apps/Release%202.5/player.apk' })).statusCode).toBe(404);
    const renamed = await h.call(null, { method: 'GET', url: '/apps/Release%202.6/player.apk' });
    expect(md5(renamed.rawPayload)).toBe(md5(file));

    const replaced = apk(10);
    await upload('Release 2.6', replaced);
    expect(md5((await h.call(null, { method: 'GET', url: '/apps/Release%202.6/player.apk' })).rawPayload)).toBe(
      md5(replaced),
    );
    await h.call('admin', { method: 'GET', url: `/v1/apps/${version.guid}/delete` });
    expect((await h.call(null, { method: 'GET', url: '/apps/Release%202.6/player.apk' })).statusCode).toBe(404);
  });

  it('refuses what is not an APK (415), no file (400), unknown versions (404); keeps the old package', async () => {
    await create('A');
    const good = apk();
    await upload('A', good);
    const notZip = await upload('A', Buffer.from('MZ this is not a zip'));
    expect(notZip.statusCode).toBe(415);
    expect(notZip.json().error.message).toBe('Dateitype nicht erlaubt. Erlaubt ist ein Android-Paket (apk).');
    const wrongField = await h.call('admin', {
      method: 'POST',
      url: '/v1/apps/upload/A',
      ...multipartBody([{ field: 'datei', filename: 'p.apk', content: good }]),
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await h.call('admin', { method: 'POST', url: '/v1/apps/upload/A', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect((await upload('Gibt es nicht', good)).statusCode).toBe(404);
    const download = await h.call(null, { method: 'GET', url: '/apps/A/player.apk' });
    expect(md5(download.rawPayload)).toBe(md5(good));
    const missing = await h.call(null, { method: 'GET', url: '/apps/Gibt%20es%20nicht/player.apk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Das Player-Paket wurde nicht gefunden.');
  });

  it('refuses a package over 200 MB with 413 and a German message', async () => {
    await create('Gross');
    const huge = Buffer.alloc(200 * 1024 * 1024 + 10);
    huge.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload('Gross', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    expect(res.json().error.message).toBe('Ihre Datei ist zu gross. Erlaubt sind maximal 200 Megabyte.');
    expect((await h.call(null, { method: 'GET', url: '/apps/Gross/player.apk' })).statusCode).toBe(404);
    const tmp = h.app.ctx.files.tempPath('tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  }, 60_000);
});
