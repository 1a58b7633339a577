import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_TOPIC, withoutSchemas } from '../../../../scripts/call-schemas.mjs';

// The web build's catalogue without schemas (scripts/call-schemas.mjs, apps/web/vite.config.ts).
const CALLS = join(import.meta.dirname, '../../../../packages/shared/src/calls');
const topics = readdirSync(CALLS).filter((name) => CALL_TOPIC.test(join(CALLS, name)));

describe('the catalogue in the web build', () => {
  it('takes each topic, not define.ts and not the index', () => {
    expect(topics).toContain('roles.ts');
    expect(topics).not.toContain('define.ts');
    expect(topics).not.toContain('index.ts');
  });

  it.each(topics)('%s: keeps method, path and access, leaves no schema and no zod', (name) => {
    const source = readFileSync(join(CALLS, name), 'utf8');
    const { code } = withoutSchemas(source, name);
    expect(code).not.toMatch(/from '(zod|\.\.\/schemas\/[\w-]+\.js)'/);
    expect(code).not.toMatch(/\bz\./);
    const kept = (text: string) => text.match(/(method|path|access): [^\n]*/g);
    expect(kept(code)).toEqual(kept(source));
    expect(code).not.toMatch(/(summary|answer|body|params|querystring): (?!void 0)/);
  });

  it('empties shorthand parts and keeps texts with umlauts before them in place', () => {
    const source = [
      "import { z } from 'zod';",
      "import { defineCall } from './define.js';",
      "const tags = ['Größen'];",
      'export const planted = {',
      "  one: defineCall({ method: 'GET', path: '/v1/ä/:id', access: { public: true }, tags, answer: z.string() }),",
      '};',
    ].join('\n');
    const { code } = withoutSchemas(source, 'planted.ts');
    expect(code).toContain(
      "one: defineCall({ method: 'GET', path: '/v1/ä/:id', access: { public: true }, tags: void 0, answer: void 0 })",
    );
    expect(code).not.toContain('zod');
  });

  it('refuses a schema built beside the calls', () => {
    const source = [
      "import { z } from 'zod';",
      "import { defineCall } from './define.js';",
      'const answer = z.string();',
      "export const planted = { one: defineCall({ method: 'GET', path: '/v1/x', access: { public: true }, answer }) };",
    ].join('\n');
    expect(() => withoutSchemas(source, 'planted.ts')).toThrow(/planted\.ts: uses z outside a call's/);
  });
});
