import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PARTS } from '../../../scripts/call-schemas.mjs';
import { type Node, walk } from './i18n/english-words';

const SRC = import.meta.dirname;

/** A server path written out: `/v1/…` or `/api/…` (not `../api/` of an import, not `foo/api/`). */
const SERVER_PATH = /(?<![.\w])\/(v1|api)(\/|\?|$)/;

/** The string and template texts of a source (module specifiers left out) that spell a server path. */
function handWrittenPaths(fileName: string, source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: fileName });
  const specifiers = new Set<unknown>();
  walk(ast.program, (n) => {
    if (n.source && /^(Import|Export\w+)Declaration$/.test(n.type)) specifiers.add(n.source);
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Import') specifiers.add((n.arguments as Node[])[0]);
  });
  const found: string[] = [];
  walk(ast.program, (n) => {
    if (specifiers.has(n)) return;
    const text =
      n.type === 'StringLiteral' ? n.value : n.type === 'TemplateElement' ? (n.value as { raw: string }).raw : null;
    if (typeof text === 'string' && SERVER_PATH.test(text)) found.push(text);
  });
  return found;
}

/** The catalogue's whole index (`calls`, CALL_LIST) taken from '@signage/shared': every topic and zod with it. */
function wholeCatalogue(fileName: string, source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: fileName });
  const found: string[] = [];
  walk(ast.program, (n) => {
    if (n.type !== 'ImportDeclaration' || n.importKind === 'type') return;
    if ((n.source as { value: string }).value !== '@signage/shared') return;
    for (const specifier of n.specifiers as Node[]) {
      const name = ((specifier.imported ?? specifier.local) as { name: string }).name;
      if (specifier.importKind !== 'type' && (name === 'calls' || name === 'CALL_LIST')) found.push(name);
    }
  });
  return found;
}

/**
 * A call's schema read at run time (`roleCalls.update.body`): the web build leaves the schemas out of the catalogue
 * (scripts/call-schemas.mjs), there it would be undefined. In a type (`typeof roleCalls.update.body`) it is fine.
 */
function schemaReads(fileName: string, source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: fileName });
  const found: string[] = [];
  walk(ast.program, (n) => {
    if (n.type !== 'MemberExpression' || n.computed) return;
    const property = (n.property as { name: string }).name;
    const entry = n.object as Node;
    if (!SCHEMA_PARTS.includes(property) || entry.type !== 'MemberExpression') return;
    const topic = entry.object as { type: string; name?: string };
    if (topic.type === 'Identifier' && topic.name?.endsWith('Calls')) found.push(`${topic.name}.….${property}`);
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web app asks the server only through the call catalogue (packages/shared/src/calls)', () => {
  it('spells no server path by hand (a path outside the catalogue comes from a shared constant, e.g. PUSH_PATH)', () => {
    const files = sourceFiles(SRC)
      .map((path) => relative(SRC, path).split(sep).join('/'))
      .filter((name) => handWrittenPaths(name, readFileSync(join(SRC, name), 'utf8')).length > 0);
    expect(files.sort()).toEqual([]);
  });
});

describe('the web app takes the catalogue by topic (@signage/shared/calls/<topic>), never its schemas', () => {
  const files = sourceFiles(SRC).map((path) => ({
    name: relative(SRC, path).split(sep).join('/'),
    source: readFileSync(path, 'utf8'),
  }));

  it('imports no whole catalogue', () => {
    expect(files.filter((f) => wholeCatalogue(f.name, f.source).length > 0).map((f) => f.name)).toEqual([]);
  });

  it("reads no call's schema at run time", () => {
    expect(files.flatMap((f) => schemaReads(f.name, f.source).map((read) => `${f.name}: ${read}`))).toEqual([]);
  });

  it('finds a planted whole catalogue and a planted schema read', () => {
    const source = [
      "import { calls, type Role } from '@signage/shared';",
      "import type { CALL_LIST } from '@signage/shared';",
      "import { roleCalls } from '@signage/shared/calls/roles';",
      'type Body = typeof roleCalls.update.body;',
      'const body = roleCalls.update.body;',
      'const path = roleCalls.update.path;',
    ].join('\n');
    expect(wholeCatalogue('planted.ts', source)).toEqual(['calls']);
    expect(schemaReads('planted.ts', source)).toEqual(['roleCalls.….body']);
  });
});

describe('the hand-written path finder', () => {
  it('finds a planted path in a string, a template and JSX, not in imports and comments', () => {
    const source = [
      "import { a } from '../../api/roles/roles';",
      "export { b } from '../api/b';",
      "const lazy = () => import('../api/c');",
      '// GET /v1/user/me',
      "const one = '/v1/user/me';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source spells a template literal
      'const two = `${base}/api/plays?key=${key}`;',
      'const three = <a href="/v1/docs">Doku</a>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source spells a template literal
      'const four = `/v1/roles/${id}/delete`;',
      "const fine = 'https://example.org/en/v1x';",
    ].join('\n');
    expect(handWrittenPaths('planted.tsx', source)).toEqual([
      '/v1/user/me',
      '/api/plays?key=',
      '/v1/docs',
      '/v1/roles/',
    ]);
  });
});
