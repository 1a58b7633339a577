import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/SPEC-INDEX.md maps each SPEC section to its code; the `SPEC §N` tags in the sources make that checkable.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['apps', 'packages', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
// 'SPEC §N', also the follow-on sections of 'SPEC §N/§M' or 'SPEC §N, §M'.
const TAG = /SPEC §(\d+)((?:\s*[/,]\s*§\d+)*)/g;
const SECTION_HEADING = /^## §(\d+) /;
const LINK = /\]\(\.\.\/([^)#\s]+)\)/g;

/** Section numbers a source cites, each once. */
function specTags(text: string): number[] {
  const sections = new Set<number>();
  for (const match of text.matchAll(TAG)) {
    sections.add(Number(match[1]));
    for (const more of match[2].matchAll(/§(\d+)/g)) sections.add(Number(more[1]));
  }
  return [...sections];
}

/** The index's sections with the repository paths each one links. */
function indexedSections(markdown: string): Map<number, string[]> {
  const sections = new Map<number, string[]>();
  let current: string[] | undefined;
  for (const line of markdown.split('\n')) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      current = [];
      sections.set(Number(heading[1]), current);
    } else if (line.startsWith('## ')) {
      current = undefined;
    } else if (current) {
      for (const link of line.matchAll(LINK)) current.push(link[1]);
    }
  }
  return sections;
}

/** Everything wrong between the index and the sources, one line per problem naming the tag or path. */
function indexProblems(markdown: string, sources: Map<string, string>, exists: (path: string) => boolean): string[] {
  const sections = indexedSections(markdown);
  const problems: string[] = [];
  for (const [file, text] of sources) {
    for (const section of specTags(text)) {
      if (!sections.has(section)) problems.push(`${file}: tag SPEC §${section} names no section of the index`);
    }
  }
  for (const [section, paths] of sections) {
    for (const path of paths) {
      if (!exists(path)) problems.push(`§${section}: ${path} does not exist`);
    }
    const tagged = paths.some((path) => specTags(sources.get(path) ?? '').includes(section));
    if (!tagged) problems.push(`§${section}: lists no file that carries the tag SPEC §${section}`);
  }
  return problems;
}

function readSources(dir: string, into: Map<string, string>): Map<string, string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) readSources(path, into);
    else if (entry.isFile() && SOURCE_FILE.test(entry.name)) into.set(path, readFileSync(join(ROOT, path), 'utf8'));
  }
  return into;
}

describe('SPEC index checker', () => {
  const tag = (n: number) => `SPEC §${n}`;
  const index = ['# SPEC index', '## §4 States', 'Start: [a.ts](../src/a.ts)', '## §5 Rules', '[b.ts](../src/b.ts)'];

  it('reads tags, follow-on sections and the links of each section', () => {
    expect(specTags(`// ${tag(2)}/§9 and ${tag(4)}, §8; ${tag(2)} again`).sort()).toEqual([2, 4, 8, 9]);
    expect(indexedSections(index.join('\n'))).toEqual(
      new Map([
        [4, ['src/a.ts']],
        [5, ['src/b.ts']],
      ]),
    );
  });

  it('names a tag without section, a missing path and a section without a tagged file', () => {
    const sources = new Map([
      ['src/a.ts', `// ${tag(4)}`],
      ['src/c.ts', `// ${tag(12)}`],
    ]);
    const markdown = [...index, '[gone.ts](../src/gone.ts)'].join('\n');
    expect(indexProblems(markdown, sources, (path) => path !== 'src/gone.ts')).toEqual([
      `src/c.ts: tag ${tag(12)} names no section of the index`,
      '§5: src/gone.ts does not exist',
      `§5: lists no file that carries the tag ${tag(5)}`,
    ]);
    sources.set('src/b.ts', `// ${tag(5)}`);
    sources.delete('src/c.ts');
    expect(indexProblems(index.join('\n'), sources, () => true)).toEqual([]);
  });
});

describe('docs/SPEC-INDEX.md', () => {
  it('covers every SPEC tag in the code, and every path it names exists', () => {
    const markdown = readFileSync(join(ROOT, 'docs/SPEC-INDEX.md'), 'utf8');
    const sources = new Map<string, string>();
    for (const dir of SOURCE_DIRS) readSources(dir, sources);
    expect(sources.size).toBeGreaterThan(100);
    expect(indexProblems(markdown, sources, (path) => existsSync(join(ROOT, path)))).toEqual([]);
  });
});
