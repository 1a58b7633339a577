import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, findCycle, importsOf, readSources } from './test/import-rules.js';
import { misnamedRoleFiles } from './test/role-file-names.js';

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

  it('names the file and import that go up a layer or to a later module', () => {
    const files = new Map([
      ['lib/ok.ts', `import { x } from '@signage/shared';\nimport type { AppContext } from '../context.js';`],
      ['lib/bad.ts', `import { db } from '../db/client.js';`],
      ['db/client.ts', `import { clock } from '../lib/clock.js';`],
      ['player/x.ts', `export { y } from '../modules/devices/repository.js';`],
      ['modules/media/a.ts', `const m = await import('../playlists/b.js');`],
      ['modules/playlists/b.ts', `import { a } from '../media/a.js';`],
      ['modules/roles/c.ts', `import { ctx } from '../../context.js';`],
      ['app.ts', `import { createContext } from './context.js';`],
    ]);
    const { violations } = checkImports(files);
    expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'lib/bad.ts ../db/client.js',
      'player/x.ts ../modules/devices/repository.js',
      'modules/media/a.ts ../playlists/b.js',
      'modules/roles/c.ts ../../context.js',
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

describe('server source tree', () => {
  const sources = readSources(fileURLToPath(new URL('.', import.meta.url)));
  const { violations, moduleEdges } = checkImports(sources);

  it('imports only its own layer or lower, and modules only earlier modules', () => {
    expect(sources.size).toBeGreaterThan(100);
    expect(violations.map((v) => `${v.file}: ${v.specifier} (${v.reason})`)).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycle(moduleEdges)).toBeNull();
  });

  it('keeps per-app values on the context (ctx.memo), not in module-level WeakMaps keyed by it', () => {
    const keyedByContext = [...sources].filter(([, text]) => /new WeakMap<\s*AppContext\b/.test(text));
    expect(keyedByContext.map(([file]) => file)).toEqual([]);
  });

  it('names role files topic first, role last (items-routes.ts, not routes-items.ts)', () => {
    expect(misnamedRoleFiles(sources.keys())).toEqual([]);
  });
});
