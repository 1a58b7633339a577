import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX, ROOT, readSources, regenerate, specTags } from '../../../scripts/spec-index.mjs';

// docs/SPEC-INDEX.md maps each SPEC section to its code; the `SPEC §N` tags in the sources make that checkable.

const SECTION_HEADING = /^## §(\d+) /;
const LINK = /\]\(\.\.\/([^)#\s]+)\)/g;

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
      const listed = sections.get(section);
      if (!listed) problems.push(`${file}: tag SPEC §${section} names no section of the index`);
      else if (!listed.includes(file)) {
        problems.push(`${file}: tag SPEC §${section}, but §${section} does not list it (node scripts/spec-index.mjs)`);
      }
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

  it('names a tag without section, a tagged file its section does not list, a missing path, a section without a tagged file', () => {
    const sources = new Map([
      ['src/a.ts', `// ${tag(4)}`],
      ['src/c.ts', `// ${tag(12)}`],
      ['src/d.ts', `// ${tag(4)}`],
    ]);
    const markdown = [...index, '[gone.ts](../src/gone.ts)'].join('\n');
    expect(indexProblems(markdown, sources, (path) => path !== 'src/gone.ts')).toEqual([
      `src/c.ts: tag ${tag(12)} names no section of the index`,
      `src/d.ts: tag ${tag(4)}, but §4 does not list it (node scripts/spec-index.mjs)`,
      '§5: src/gone.ts does not exist',
      `§5: lists no file that carries the tag ${tag(5)}`,
    ]);
    sources.set('src/b.ts', `// ${tag(5)}`);
    sources.delete('src/c.ts');
    sources.delete('src/d.ts');
    expect(indexProblems(index.join('\n'), sources, () => true)).toEqual([]);
  });
});

describe('docs/SPEC-INDEX.md', () => {
  it('lists every file under each SPEC section it cites, and every path it names exists', () => {
    const markdown = readFileSync(join(ROOT, INDEX), 'utf8');
    const sources = readSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(indexProblems(markdown, sources, (path) => existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('holds exactly the lists scripts/spec-index.mjs writes from the tags', () => {
    const markdown = readFileSync(join(ROOT, INDEX), 'utf8');
    expect(regenerate(markdown, readSources()) === markdown, 'node scripts/spec-index.mjs').toBe(true);
  });
});
