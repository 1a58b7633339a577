import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionViolations, importSpecifiers, resolveRelative } from './lib/import-direction';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function readSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const path of sourceFiles(SRC)) sources[relative(SRC, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  return sources;
}

describe('web import direction (app → features → components → hooks → api → lib, i18n)', () => {
  it('holds for every source file of apps/web/src', () => {
    const sources = readSources();
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const lines = directionViolations(sources).map((v) => `${v.file}: '${v.specifier}' (${v.reason})`);
    expect(lines).toEqual([]);
  });
});

describe('the direction checker', () => {
  it('finds static, type, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "import './e.css';",
      "const F = lazy(() => import('./f'));",
      "import {\n  g,\n  h,\n} from '@pkg/g';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../b', './a', './c', './d', './e.css', './f', '@pkg/g']);
  });

  it('resolves relative specifiers against the importing file', () => {
    expect(resolveRelative('features/media/pages/x.tsx', '../../../components/y')).toBe('components/y');
    expect(resolveRelative('main.tsx', './app/boot')).toBe('app/boot');
  });

  it('names file and import for each broken arrow and accepts the allowed ones', () => {
    const violations = directionViolations({
      'main.tsx': "import { App } from './app/app';",
      'app/app.tsx': "const P = lazy(() => import('../features/media/pages/p'));",
      'features/media/pages/p.tsx': [
        "import { Table } from '../../../components/table';",
        "import { useMedia } from '../../../api/media';",
        "import { helper } from '../lib/helper';",
        "import { Other } from '../../devices/pages/other';",
        "import { shell } from '../../../app/shell';",
      ].join('\n'),
      'components/table.tsx': "import { t } from '../i18n';\nimport { useMedia } from '../api/media';",
      'api/media.ts': "import { api } from '../lib/api-client';\nexport { Table } from '../components/table';",
      'lib/x.ts': "import('../features/media/pages/p');",
      'hooks/h.ts': "import { useMedia } from '../api/media';",
    });
    expect(violations).toEqual([
      {
        file: 'features/media/pages/p.tsx',
        specifier: '../../devices/pages/other',
        reason: "feature 'media' must not import feature 'devices'",
      },
      { file: 'features/media/pages/p.tsx', specifier: '../../../app/shell', reason: 'features must not import app' },
      { file: 'api/media.ts', specifier: '../components/table', reason: 'api must not import components' },
      { file: 'lib/x.ts', specifier: '../features/media/pages/p', reason: 'lib must not import features' },
    ]);
  });
});
