import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_TEMPLATE_CONFIG, R, TEMPLATE_FILE_MAX_BYTES } from '@signage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { readZip } from '../../test/zip-reader.js';

const h = useHarness();
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
const font = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
);

async function create(as: 'admin' | 'netA' | 'netB' = 'admin', payload: object = {}) {
  const res = await h.call(as, { method: 'POST', url: '/v1/templates', payload });
  expect(res.statusCode).toBe(200);
  return res.json() as { guid: string; name: string; config: string; guidParent: string | null };
}
const save = (guid: string, payload: object, as: 'admin' | 'netA' | 'netB' = 'admin') =>
  h.call(as, { method: 'POST', url: `/v1/templates/${guid}`, payload });
const upload = (guid: string, files: Parameters<typeof multipartBody>[0], as: 'admin' | 'netA' | 'netB' = 'admin') =>
  h.call(as, { method: 'POST', url: `/v1/templates/upload/${guid}`, ...multipartBody(files) });

describe('templates', () => {
  it('are created with a working starter config, listed, saved and deleted', async () => {
    const tpl = await create('admin', { name: 'Sommer' });
    expect(tpl).toMatchObject({ name: 'Sommer', guidParent: null, comment: null, cntFiles: 0 });
    expect(JSON.parse(tpl.config)).toEqual(DEFAULT_TEMPLATE_CONFIG);
    const saved = await save(tpl.guid, { name: 'Sommer 2027', comment: 'Kampagne', config: tpl.config });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Sommer 2027', comment: 'Kampagne' });
    const list = await h.call('admin', { method: 'POST', url: '/v1/templates/list', payload: { keyWord: 'sommer' } });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].config).toBeUndefined();
    expect((await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/delete` })).json()).toEqual({
      success: true,
    });
    expect((await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}` })).statusCode).toBe(404);
    const audit = await h.call('admin', { method: 'GET', url: '/v1/system/audit?entity=template' });
    expect(audit.json().items.map((a: { action: string }) => a.action)).toEqual(['delete', 'update', 'create']);
  });

  it('explains an invalid config in German, naming the path, and keeps the stored one', async () => {
    const tpl = await create();
    const config = structuredClone(DEFAULT_TEMPLATE_CONFIG) as { canvases: { vertical: { elements: object[] } } };
    const bad = (mutate: (c: typeof config) => void) => {
      const copy = structuredClone(config);
      mutate(copy);
      return JSON.stringify(copy);
    };
    const cases: Array<[string, RegExp]> = [
      ['{ "canvases": ', /kein gültiges JSON/],
      [
        bad((c) => Object.assign(c.canvases.vertical.elements[3], { fontSize: 2 })),
        /canvases\.vertical\.elements\[3\]\.fontSize: /,
      ],
      [
        bad((c) => Object.assign(c.canvases.vertical.elements[3], { colour: 'brand' })),
        /Farbe "brand" ist unter "colours" nicht angelegt/,
      ],
      [
        bad((c) => Object.assign(c.canvases.vertical.elements[1], { x: 500, w: 1000 })),
        /canvases\.vertical\.elements\[1\]: Element ragt über das Format hinaus \(1080×1920\)/,
      ],
      [
        bad((c) =>
          c.canvases.vertical.elements.push({ type: 'image', source: { file: 'logo.png' }, x: 0, y: 0, w: 10, h: 10 }),
        ),
        /Die Datei "logo.png" gibt es in diesem Template nicht/,
      ],
      [
        bad((c) =>
          c.canvases.vertical.elements.push({ type: 'text', field: 'preis', x: 0, y: 0, w: 10, h: 10, fontSize: 20 }),
        ),
        /elements\[14\]\.field/,
      ],
      [bad((c) => c.canvases.vertical.elements.push({ type: 'kreis', x: 0 })), /elements\[14\]\.type/],
      [bad((c) => Object.assign(c, { extra: 1 })), /extra/],
      ['[]', /Ungültige Template-Konfiguration/],
    ];
    for (const [text, message] of cases) {
      const res = await save(tpl.guid, { config: text });
      expect(res.statusCode, text.slice(0, 30)).toBe(400);
      expect(res.json().error.message).toMatch(/^Ungültige Template-Konfiguration: /);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await save(tpl.guid, { name: '' })).statusCode).toBe(400);
    expect((await save(tpl.guid, { config: 'x'.repeat(200_001) })).statusCode).toBe(400);
    const stored = await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}` });
    expect(stored.json().config).toBe(tpl.config);
    expect((await h.call('admin', { method: 'GET', url: `/v1/templates/${UNKNOWN}` })).statusCode).toBe(404);
  });

  it('keeps networks apart; global templates are read-only for network users', async () => {
    const global = await create('admin');
    const ownA = await create('netA');
    expect(ownA.guidParent).toBe(h.fx.networkA);
    const listA = (await h.call('netA', { method: 'POST', url: '/v1/templates/list', payload: {} })).json();
    expect(listA.map((t: { guid: string; companyName: string | null }) => [t.guid, t.companyName]).sort()).toEqual(
      [
        [global.guid, null],
        [ownA.guid, 'Netz A'],
      ].sort(),
    );
    const listB = await h.call('netB', { method: 'POST', url: '/v1/templates/list', payload: {} });
    expect(listB.json().map((t: { guid: string }) => t.guid)).toEqual([global.guid]);
    for (const [method, url] of [
      ['GET', `/v1/templates/${ownA.guid}`],
      ['GET', `/v1/templates/${ownA.guid}/files`],
      ['GET', `/v1/templates/${ownA.guid}/download`],
      ['GET', `/v1/templates/${ownA.guid}/delete`],
      ['GET', `/v1/templates/${ownA.guid}/preview`],
    ] as const) {
      expect((await h.call('netB', { method, url })).statusCode, url).toBe(404);
    }
    expect((await save(ownA.guid, { name: 'x' }, 'netB')).statusCode).toBe(404);
    expect((await upload(ownA.guid, [{ filename: 'a.png', content: Buffer.from('x') }], 'netB')).statusCode).toBe(404);
    expect(
      (await h.call('netB', { method: 'POST', url: '/v1/templates', payload: { guidParent: h.fx.networkA } }))
        .statusCode,
    ).toBe(404);
    expect((await save(global.guid, { name: 'x' }, 'netA')).statusCode).toBe(403);
    expect((await h.call('netA', { method: 'GET', url: `/v1/templates/${global.guid}` })).statusCode).toBe(200);
    expect((await save(ownA.guid, { name: 'Netz A' }, 'netA')).statusCode).toBe(200);
    expect((await h.call('support', { method: 'POST', url: '/v1/templates/list', payload: {} })).statusCode).toBe(403);
    const forLocation = await h.call('admin', {
      method: 'POST',
      url: '/v1/templates',
      payload: { guidParent: h.fx.locationB },
    });
    expect(forLocation.json().guidParent).toBe(h.fx.networkB);
  });
});

describe('template files, download and preview', () => {
  it('uploads files (names sanitised, same name replaces), downloads one ZIP, renders with them', async () => {
    const tpl = await create();
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c00000' } })
      .png()
      .toBuffer();
    const first = await upload(tpl.guid, [
      { filename: '../../etc/Marke Fett.woff', content: font, type: 'font/woff' },
      { filename: 'logo.png', content: Buffer.from('alt'), type: 'image/png' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.files.map((f: { name: string }) => f.name)).toEqual(['logo.png', 'Marke Fett.woff']);
    const replaced = await upload(tpl.guid, [{ filename: 'logo.png', content: logo, type: 'image/png' }]);
    expect(replaced.json().data).toMatchObject({ savedFileName: 'logo.png' });
    const files = (await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/files` })).json();
    expect(files).toHaveLength(2);
    expect(files.find((f: { name: string }) => f.name === 'logo.png')).toMatchObject({
      size: logo.length,
      mime: 'image/png',
    });
    // the replaced bytes are gone: two files, two stored objects
    expect(await h.app.ctx.files.list(`templates/${tpl.guid}`)).toHaveLength(2);

    const config = structuredClone(DEFAULT_TEMPLATE_CONFIG) as Record<string, unknown> & {
      fonts: Record<string, unknown>;
      canvases: Record<'vertical' | 'horizontal', { elements: object[] }>;
    };
    config.fonts.marke = { file: 'Marke Fett.woff', weight: 700 };
    config.canvases.vertical.elements.push({
      type: 'image',
      source: { file: 'logo.png' },
      x: 40,
      y: 40,
      w: 300,
      h: 100,
      fit: 'contain',
    });
    config.canvases.horizontal.elements.push({
      type: 'text',
      text: 'Angebot der Woche',
      font: 'marke',
      x: 40,
      y: 40,
      w: 800,
      h: 80,
      fontSize: 60,
      colour: 'accent',
    });
    const text = JSON.stringify(config, null, 2);
    expect((await save(tpl.guid, { config: text })).statusCode).toBe(200);

    const zip = await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/download` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('attachment; filename="Neues_Template.zip"');
    const entries = readZip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'files/Marke Fett.woff',
      'files/logo.png',
      'info.json',
      'template.json',
    ]);
    expect(entries.get('template.json')?.toString()).toBe(text);
    expect(entries.get('files/logo.png')?.equals(logo)).toBe(true);
    expect(entries.get('files/Marke Fett.woff')?.equals(font)).toBe(true);

    for (const [orientation, width, height] of [
      ['vertical', 1080, 1920],
      ['horizontal', 1920, 1080],
    ] as const) {
      const res = await h.call('admin', {
        method: 'POST',
        url: `/v1/templates/${tpl.guid}/preview`,
        payload: { orientation },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
    // the logo's red shows where the vertical config puts it
    const v = await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/preview?orientation=vertical` });
    const { data } = await sharp(v.rawPayload)
      .extract({ left: 190, top: 90, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([192, 0, 0]);
  });

  it('previews an unsaved config and sample values; refuses invalid ones', async () => {
    const tpl = await create();
    const ok = await h.call('admin', {
      method: 'POST',
      url: `/v1/templates/${tpl.guid}/preview`,
      payload: { orientation: 'horizontal', config: tpl.config, sample: { hotelName: 'Hotel Ünal' } },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await h.call('admin', {
      method: 'POST',
      url: `/v1/templates/${tpl.guid}/preview`,
      payload: { config: '{' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await h.call('admin', {
          method: 'POST',
          url: `/v1/templates/${tpl.guid}/preview`,
          payload: { orientation: 'quer' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/preview?orientation=quer` })).statusCode,
    ).toBe(400);
  });

  it('refuses an empty file (400, nothing stored) and strips bidi and control characters from names', async () => {
    const tpl = await create();
    const empty = await upload(tpl.guid, [
      { filename: 'logo.png', content: Buffer.from('x') },
      { filename: 'leer.png', content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Die Datei „leer.png“ ist leer.');
    expect((await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/files` })).json()).toEqual([]);
    const named = await upload(tpl.guid, [
      { filename: 'rechnung\u202Efdp.exe', content: Buffer.from('x') },
      { filename: '\u2067Marke\u2069\u200F\u0085.woff', content: Buffer.from('y') },
    ]);
    expect(named.statusCode).toBe(200);
    expect(
      named
        .json()
        .data.files.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['Marke.woff', 'rechnungfdp.exe']);
  });

  it('refuses files over 64 MB (413), uploads without files (400) and non-multipart bodies (415)', async () => {
    const tpl = await create();
    const big = await upload(tpl.guid, [{ filename: 'gross.mp4', content: Buffer.alloc(TEMPLATE_FILE_MAX_BYTES + 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');
    expect(big.json().error.message).toBe('Ihre Datei ist zu gross. Erlaubt sind maximal 64 Megabyte.');
    expect(
      (await upload(tpl.guid, [{ field: 'datei', filename: 'a.txt', content: Buffer.from('x') }])).statusCode,
    ).toBe(400);
    expect(
      (await h.call('admin', { method: 'POST', url: `/v1/templates/upload/${tpl.guid}`, payload: { a: 1 } }))
        .statusCode,
    ).toBe(415);
    expect((await h.call('admin', { method: 'GET', url: `/v1/templates/${tpl.guid}/files` })).json()).toEqual([]);
    const withRoles = await userWithRights(h, { username: 'vorlagen', rights: [R.roles], at: null });
    expect((await withRoles({ method: 'GET', url: `/v1/templates/${tpl.guid}/files` })).statusCode).toBe(200);
  }, 60_000);
});
