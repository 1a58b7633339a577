// docs/SPEC-INDEX.md lists under each SPEC section every source file that cites it (`SPEC §N`). This script reads
// the tags and rewrites each section's "Tagged" list; apps/server/src/spec-index.test.ts fails when the list is out
// of date. Run: node scripts/spec-index.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const INDEX = 'docs/SPEC-INDEX.md';
const SOURCE_DIRS = ['apps', 'packages', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
// 'SPEC §N', also the follow-on sections of 'SPEC §N/§M' or 'SPEC §N, §M'.
const TAG = /SPEC §(\d+)((?:\s*[/,]\s*§\d+)*)/g;
const PARTS = [
  ['apps/server/src/', 'Server'],
  ['apps/web/src/', 'Web'],
  ['e2e/', 'End-to-end'],
  ['packages/shared/src/', 'Shared'],
];
/** Folders whose sub-folders are the areas (modules/offers/, features/devices/, api/devices/). */
const AREA_FOLDERS = new Set(['modules', 'features', 'api']);

/** Section numbers a source cites, each once. */
export function specTags(text) {
  const sections = new Set();
  for (const match of text.matchAll(TAG)) {
    sections.add(Number(match[1]));
    for (const more of match[2].matchAll(/§(\d+)/g)) sections.add(Number(more[1]));
  }
  return [...sections];
}

/** Every source file under apps/, packages/ and e2e/ (repository-relative path → text). */
export function readSources(dir = '', into = new Map()) {
  for (const name of dir ? [dir] : SOURCE_DIRS) readInto(name, into);
  return into;
}
function readInto(dir, into) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) readInto(path, into);
    else if (entry.isFile() && SOURCE_FILE.test(entry.name)) into.set(path, readFileSync(join(ROOT, path), 'utf8'));
  }
}

/** The "Tagged" block of one section: its files grouped by part and folder, as links relative to docs/. */
export function taggedBlock(files) {
  const lines = [`Tagged (${files.length} files):`];
  for (const [prefix, title] of PARTS) {
    const inPart = files.filter((f) => f.startsWith(prefix)).sort();
    if (inPart.length === 0) continue;
    lines.push(`- ${title} (\`${prefix}\`):`);
    const groups = new Map();
    for (const file of inPart) {
      const rest = file.slice(prefix.length).split('/');
      const depth = rest.length > 2 && AREA_FOLDERS.has(rest[0]) ? 2 : rest.length > 1 ? 1 : 0;
      const folder = depth ? `${rest.slice(0, depth).join('/')}/` : '';
      const links = groups.get(folder) ?? [];
      links.push(`[${rest.slice(depth).join('/')}](../${file})`);
      groups.set(folder, links);
    }
    for (const folder of [...groups.keys()].sort()) {
      lines.push(`  - ${folder ? `${folder}: ` : ''}${groups.get(folder).join(', ')}`);
    }
  }
  return lines.join('\n');
}

/** The index with every section's "Tagged" block rewritten from the sources' tags. */
export function regenerate(markdown, sources) {
  const bySection = new Map();
  for (const [file, text] of sources) {
    for (const section of specTags(text)) bySection.set(section, [...(bySection.get(section) ?? []), file]);
  }
  return markdown.replace(/^## §(\d+) [^\n]*\n[\s\S]*?(?=^## |(?![\s\S]))/gm, (block, n) =>
    block.replace(/^Tagged \(\d+ files\):\n(?:[- {2}].*\n?)*/m, `${taggedBlock(bySection.get(Number(n)) ?? [])}\n`),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = join(ROOT, INDEX);
  const before = readFileSync(path, 'utf8');
  const after = regenerate(before, readSources());
  writeFileSync(path, after);
  console.log(after === before ? `${INDEX}: schon aktuell` : `${INDEX}: Listen neu geschrieben`);
}
