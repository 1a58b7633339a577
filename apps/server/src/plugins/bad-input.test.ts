import { ERROR_STATUS } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { addDevice, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { multipartFile } from '../test/multipart.js';
import { TOO_DEEP_MESSAGE } from './json-body.js';

const h = useHarness();
const NUL = '\u0000';

async function uploadTargets() {
  const db = h.database.db;
  const device = await addDevice(db, { guidParent: h.fx.networkA });
  const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA });
  const template = (await h.call('admin', { method: 'POST', url: '/v1/templates', payload: {} })).json().guid as string;
  const app = (await h.call('admin', { method: 'POST', url: '/v1/apps' })).json();
  await h.call('admin', { method: 'POST', url: `/v1/apps/${app.guid}`, payload: { name: 'Player' } });
  return {
    background: `/v1/devices/upload/${device}/background`,
    template: `/v1/templates/upload/${template}`,
    playlist: `/v1/playlists/upload/${playlist}?active=1`,
    importCsv: `/v1/companies/upload/${h.fx.networkA}?isPreview=true`,
    app: '/v1/apps/upload/Player',
  };
}

/** A file name each upload route takes. */
const ACCEPTED_NAME = {
  background: 'bild.png',
  template: 'bild.png',
  playlist: 'bild.png',
  importCsv: 'liste.csv',
  app: 'player.apk',
};

describe('a NUL byte (U+0000) in text is refused with 400, never a 500', () => {
  it('in the anonymous login, in JSON bodies, in query strings', async () => {
    const login = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: `admin${NUL}`, password: 'x' },
    });
    expect(login.statusCode, login.body).toBe(400);
    expect(login.json().error.code).toBe('VALIDATION');
    expect(login.json().error.message).toMatch(/Steuerzeichen/);

    const rename = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { name: `Filiale${NUL}Süd`, city: 'Bonn' },
    });
    expect(rename.statusCode, `rename: ${rename.body}`).toBe(400);
    const after = (await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.locationA}` })).json();
    expect(after.name).not.toContain(NUL);
    expect(after.city).not.toBe('Bonn');

    const comment = await h.call('netA', {
      method: 'POST',
      url: '/v1/comments',
      payload: { guidCompany: h.fx.locationA, comment: `Hallo${NUL}`, action: 'manual' },
    });
    expect(comment.statusCode, `comment: ${comment.body}`).toBe(400);

    const search = await h.call('support', { method: 'GET', url: '/v1/devices/support?keyWord=a%00b' });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().error.message).toMatch(/^Ungültige Eingabe: query\.keyWord – .*Steuerzeichen/);
  });

  it('in a screen poll’s query (value or name) and in a path parameter, naming where', async () => {
    const value = await h.call(null, { method: 'GET', url: '/api/playlist?key=a%00b' });
    expect(value.statusCode, value.body).toBe(400);
    expect(value.json().error.message).toMatch(/^Ungültige Eingabe: query\.key – .*Steuerzeichen/);
    const name = await h.call(null, { method: 'GET', url: '/api/playlist?key=x&ve%00rsion=1' });
    expect(name.statusCode, name.body).toBe(400);
    expect(name.json().error.message).toMatch(/^Ungültige Eingabe: query\.ve\\u0000rsion – /);
    const param = await h.call(null, { method: 'GET', url: '/api/announcement/a%00b' });
    expect(param.statusCode, param.body).toBe(400);
    expect(param.json().error.message).toMatch(/^Ungültige Eingabe: params\.id – .*Steuerzeichen/);
  });

  it('is stripped from the name of an uploaded file', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/upload/${playlist}?active=1`,
      ...multipartFile(`Stra${NUL}nd.png`, png),
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${playlist}/items` })).json();
    expect(JSON.stringify(items)).not.toContain('\\u0000');
    expect(items.map((i: { name: string }) => i.name)).toContain('Strand.png');
  });
});

describe('JSON bodies nest at most 64 levels', () => {
  const login = (payload: string) =>
    h.call(null, { method: 'POST', url: '/v1/user/login', payload, headers: { 'content-type': 'application/json' } });

  it('64 levels are parsed, 65 are refused with 400; brackets and escaped quotes inside strings do not count', async () => {
    // the object itself is the first level
    const arrays = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const fits = await login(`{"username":"admin","password":${arrays(63)}}`);
    expect(fits.statusCode, fits.body).toBe(400);
    expect(fits.json().error.code).toBe('VALIDATION');
    const deeper = await login(`{"username":"admin","password":${arrays(64)}}`);
    expect(deeper.statusCode, deeper.body).toBe(400);
    expect(deeper.json().error).toEqual({ code: 'INVALID_BODY', message: TOO_DEEP_MESSAGE });
    const text = `\\"${'[{'.repeat(45)}`; // a backslash, a quote, then 90 brackets: all text
    const inString = await login(JSON.stringify({ username: text, password: 'falsch' }));
    expect(inString.json(), inString.body).toEqual({ success: false });
  });
});

describe('broken multipart bodies answer 400 on every upload route', () => {
  it('cut off in the middle of a part', async () => {
    for (const [route, url] of Object.entries(await uploadTargets())) {
      const body = multipartFile(ACCEPTED_NAME[route as keyof typeof ACCEPTED_NAME], Buffer.alloc(2048, 1));
      const cut = body.payload.subarray(0, body.payload.length - 100);
      const res = await h.call('admin', { method: 'POST', url, headers: body.headers, payload: cut });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.code, url).toBe('UPLOAD_BROKEN');
    }
  });

  it('cut off: nothing is left in storage, not even an empty temporary file (20 tries per route)', async () => {
    const targets = await uploadTargets();
    const before = (await h.app.ctx.files.list('')).map((f) => f.key);
    for (const [route, url] of Object.entries(targets)) {
      for (let attempt = 1; attempt <= 20; attempt++) {
        const body = multipartFile(ACCEPTED_NAME[route as keyof typeof ACCEPTED_NAME], Buffer.alloc(2048, 1));
        const cut = body.payload.subarray(0, body.payload.length - 100);
        const res = await h.call('admin', { method: 'POST', url, headers: body.headers, payload: cut });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        // The previous attempt's file, had it been left, would show by now at the latest.
        const left = (await h.app.ctx.files.list('')).filter((f) => !before.includes(f.key));
        expect(left, `${url}, attempt ${attempt}`).toEqual([]);
      }
    }
  });

  it('garbage after the boundary header', async () => {
    for (const url of Object.values(await uploadTargets())) {
      const res = await h.call('admin', {
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nGarbage without headers end',
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('one error code per cause on every upload route', () => {
  it('not multipart: 415 UNSUPPORTED_MEDIA_TYPE everywhere', async () => {
    for (const url of Object.values(await uploadTargets())) {
      const res = await h.call('admin', { method: 'POST', url, payload: { files: 'x' } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
      expect(res.json().error.code, url).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  // Too large answers FILE_TOO_LARGE on each route: asserted in each route's own 413 test.
  it('wrong type: FILE_TYPE on every route that limits types', async () => {
    const { background, playlist, importCsv } = await uploadTargets();
    for (const url of [background, playlist, importCsv]) {
      const res = await h.call('admin', { method: 'POST', url, ...multipartFile('liste.exe', Buffer.from('MZ')) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(ERROR_STATUS.FILE_TYPE);
      expect(res.json().error.code, url).toBe('FILE_TYPE');
    }
  });
});
