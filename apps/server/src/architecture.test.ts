import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, findCycle, importsOf, readSources } from './test/import-rules.js';
import { misnamedRoleFiles } from './test/role-file-names.js';
import { checkNoticeOwners, checkTableOwners, noticesOf, TABLE_OWNERS } from './test/table-owners.js';

describe('import rules checker', () => {
  it('reads static, re-export, side-effect and dynamic imports, not comments', () => {
    const refs = importsOf(`import type { A } from './a.js';
import { b } from "../b.js";
export { c } from './c.js';
export * from './d.js';
import './e.js';
// import { no } from './commented.js';
/* import { no } from './block.js'; */
const f = await import('./f.js');`);
    expect(refs).toEqual([
      { specifier: './a.js', typeOnly: true },
      { specifier: '../b.js', typeOnly: false },
      { specifier: './c.js', typeOnly: false },
      { specifier: './d.js', typeOnly: false },
      { specifier: './e.js', typeOnly: false },
      { specifier: './f.js', typeOnly: false },
    ]);
  });

  it('names the file and import that go up a layer', () => {
    const files = new Map([
      ['lib/ok.ts', `import { x } from '@signage/shared';\nimport type { AppContext } from '../context.js';`],
      ['lib/bad.ts', `import { db } from '../db/client.js';`],
      ['db/client.ts', `import { clock } from '../lib/clock.js';`],
      ['player/x.ts', `export { y } from '../modules/devices/repository.js';`],
      ['modules/media/a.ts', `const m = await import('../playlists/b.js');`],
      ['modules/roles/c.ts', `import { ctx } from '../../context.js';`],
      ['app.ts', `import { createContext } from './context.js';`],
    ]);
    const { violations } = checkImports(files);
    expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'lib/bad.ts ../db/client.js',
      'player/x.ts ../modules/devices/repository.js',
      'modules/roles/c.ts ../../context.js',
    ]);
  });

  it('lets modules import each other in any direction, fails a cycle naming its path; type-only imports do not count', () => {
    const files = new Map([
      ['modules/media/a.ts', `const m = await import('../playlists/b.js');`],
      ['modules/playlists/b.ts', `import { c } from '../companies/c.js';\nimport type { A } from '../media/a.js';`],
      ['modules/companies/c.ts', `import { d } from '../device-records/d.js';`],
      ['modules/device-records/d.ts', `import type { B } from '../playlists/b.js';`],
    ]);
    expect(checkImports(files).violations).toEqual([]);
    files.set(
      'modules/companies/c.ts',
      `import { d } from '../device-records/d.js';\nexport { a } from '../media/a.js';`,
    );
    expect(checkImports(files).violations.map((v) => `${v.file} ${v.specifier}: ${v.reason}`)).toEqual([
      "modules/media/a.ts ../playlists/b.js: module import cycle: media → playlists (modules/media/a.ts imports '../playlists/b.js') → companies (modules/playlists/b.ts imports '../companies/c.js') → media (modules/companies/c.ts imports '../media/a.js')",
    ]);
  });

  it('finds cycles between modules', () => {
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('role file names', () => {
  it('refuses a role word before the topic, accepts it last or alone', () => {
    expect(
      misnamedRoleFiles([
        'modules/playlists/routes.ts',
        'modules/playlists/items-routes.ts',
        'modules/playlists/routes-items.ts',
        'modules/mail/outbox-repository.ts',
        'modules/mail/service-send.ts',
        'modules/offers/policy-staff.ts',
        'modules/offers/offer-routes.test.ts',
        'db/job-queue.ts',
      ]),
    ).toEqual(['modules/playlists/routes-items.ts', 'modules/mail/service-send.ts', 'modules/offers/policy-staff.ts']);
  });
});

describe('table owner checker', () => {
  const schema = (file: string) =>
    `import { media, playlistItems as items } from '${'../'.repeat(file.split('/').length - 1)}db/schema.js';\n`;
  const check = (file: string, body: string) =>
    checkTableOwners(new Map([[file, schema(file) + body]])).map((v) => `${v.use} ${v.table} ${v.how}`);

  it('fails a foreign Drizzle write, read or aliased table', () => {
    expect(check('modules/offers/a.ts', 'await db.insert(media).values(row);')).toEqual(['write media .insert(media)']);
    expect(check('modules/offers/a.ts', 'await tx.update(items).set(x);')).toEqual([
      'write playlistItems .update(items)',
    ]);
    expect(check('modules/offers/a.ts', 'db.select().from(media).leftJoin(items, on);')).toEqual([
      'read media .from(media)',
      'read playlistItems .leftJoin(items)',
    ]);
    expect(check('modules/offers/a.ts', "const m = alias(media, 'm');")).toEqual(['read media alias(media)']);
  });

  it('fails foreign raw SQL naming a table and an interpolated table object', () => {
    const at = (name: string) => `$\{${name}}`;
    expect(check('modules/offers/a.ts', `await db.execute(sql\`delete from media where guid = ${at('g')}\`);`)).toEqual(
      ['write media sql delete media'],
    );
    expect(check('modules/offers/a.ts', `sql\`select 1 from ${at('items')} i\``)).toEqual([
      `read playlistItems ${at('items')}`,
    ]);
    expect(check('modules/offers/a.ts', "db.execute('UPDATE playlist_items SET x = 1')")).toEqual([
      'write playlistItems sql update playlist_items',
    ]);
  });

  it('passes the owner, a listed reader, comments and names that are not the schema table', () => {
    expect(check('modules/media/a.ts', 'await db.delete(media).where(x);')).toEqual([]);
    expect(check('player/a.ts', 'db.select().from(media)')).toEqual([]);
    expect(check('player/a.ts', 'db.delete(media)')).toEqual(['write media .delete(media)']);
    expect(check('modules/offers/a.ts', '// db.insert(media)\n/* sql`delete from media` */')).toEqual([]);
    expect(check('modules/offers/a.ts', 'const devices = []; Array.from(devices); db.insert(other);')).toEqual([]);
  });

  it('finds every notice sent by hand, whoever sends it (no table owner may)', () => {
    expect(
      noticesOf('ctx.invalidation.devicesChanged([g]);\nctx.invalidation.notify({ playlists: [g], media })'),
    ).toEqual(['.devicesChanged(', 'invalidation.notify(']);
    expect(noticesOf('// ctx.invalidation.mediaChanged()')).toEqual([]);
    expect(noticesOf('this.bus.apply(x); ctx.player.playlistsChanged(); new DeviceChanges()')).toEqual([
      'bus.apply(',
      '.playlistsChanged(',
      'DeviceChanges',
    ]);
    const files = new Map([
      ['modules/offers/a.ts', 'ctx.invalidation.notify({ playlists: lists });'],
      ['modules/playlists/b.ts', 'ctx.invalidation.notify({ playlists: lists });'],
      ['player/table-map.ts', 'this.bus.notify(changedOf(writes));'],
    ]);
    expect(checkNoticeOwners(files)).toEqual([
      'modules/offers/a.ts notifies invalidation.notify(',
      'modules/playlists/b.ts notifies invalidation.notify(',
    ]);
  });

  it('maps every table of the schema', async () => {
    const schemaModule = await import('./db/schema.js');
    const tables = Object.entries(schemaModule)
      .filter(([, v]) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v)
      .map(([k]) => k);
    expect(tables.length).toBeGreaterThan(30);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables.sort());
  });
});

describe('server source tree', () => {
  const sources = readSources(fileURLToPath(new URL('.', import.meta.url)));
  const { violations } = checkImports(sources);

  it('imports only its own layer or lower, and its modules import each other without a cycle', () => {
    expect(sources.size).toBeGreaterThan(100);
    expect(violations.map((v) => `${v.file}: ${v.specifier} (${v.reason})`)).toEqual([]);
  });

  const foreignUses = (files: ReadonlyMap<string, string>) =>
    [...new Set(checkTableOwners(files).map((v) => `${v.file} ${v.use} ${v.table}`))].sort();

  it('every table is written and queried only by its owner (no exceptions)', () => {
    expect(foreignUses(sources)).toEqual([]);
  });

  it('would fail on a foreign write or read planted into the tree, and on a write by a listed reader', () => {
    const planted = new Map(sources);
    const plant = (file: string, code: string) => planted.set(file, `${sources.get(file) ?? ''}\n${code}`);
    const schemaOf = (file: string) => `${'../'.repeat(file.split('/').length - 1)}db/schema.js`;
    const mail = 'modules/mail/outbox-repository.ts';
    plant(mail, `import { companies as c2 } from '${schemaOf(mail)}';\nexport const w = (db) => db.delete(c2);`);
    const roles = 'modules/roles/repository.ts';
    plant(roles, `import { users as u2 } from '${schemaOf(roles)}';\nexport const r = (db) => db.select().from(u2);`);
    plant('modules/companies/stats.ts', 'export const q = sql`select count(*) from playlists p`;');
    plant('modules/company-records/queries.ts', 'export const w = (db) => db.update(companies).set({});');
    expect(foreignUses(planted)).toEqual([
      'modules/companies/stats.ts read playlists',
      'modules/company-records/queries.ts write companies',
      'modules/mail/outbox-repository.ts write companies',
      'modules/roles/repository.ts read users',
    ]);
  });

  it('sends no change notice by hand anywhere: the write unit and the table map tell the screens', () => {
    expect(checkNoticeOwners(sources)).toEqual([]);
    const planted = new Map(sources);
    const membership = 'modules/companies/membership.ts';
    const items = 'modules/playlists/items-service.ts';
    planted.set(membership, `${sources.get(membership)}\nctx.invalidation.notify({ devices: true });`);
    planted.set(items, `${sources.get(items)}\nctx.player.playlistsChanged([guid]);`);
    expect(checkNoticeOwners(planted)).toEqual([
      `${membership} notifies invalidation.notify(`,
      `${items} notifies .playlistsChanged(`,
    ]);
  });

  it('would fail on a cycle between modules planted into the tree', () => {
    const planted = new Map(sources);
    const records = 'modules/device-records/queries.ts';
    planted.set(records, `${sources.get(records)}\nexport { deviceRoutes } from '../devices/routes.js';`);
    const cycles = checkImports(planted).violations.filter((v) => v.reason.startsWith('module import cycle'));
    expect(cycles.map((v) => v.reason)).toEqual([expect.stringContaining(`${records} imports '../devices/routes.js'`)]);
  });

  it('keeps per-app values on the context (ctx.memo), not in module-level WeakMaps keyed by it', () => {
    const keyedByContext = [...sources].filter(([, text]) => /new WeakMap<\s*AppContext\b/.test(text));
    expect(keyedByContext.map(([file]) => file)).toEqual([]);
  });

  it('names role files topic first, role last (items-routes.ts, not routes-items.ts)', () => {
    expect(misnamedRoleFiles(sources.keys())).toEqual([]);
  });
});
