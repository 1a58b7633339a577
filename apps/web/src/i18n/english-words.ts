import { parse } from '@babel/parser';
import { AUDIT_ACTIONS } from '@signage/shared';

/**
 * English words and phrases that must not appear in the German UI: MUI's own texts, the usual button words and raw
 * audit actions. Matched case-insensitively as whole words; a phrase matches across any whitespace.
 */
export const ENGLISH_WORDS = [
  'Clear',
  'Open',
  'Close',
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Loading',
  'Search',
  'Rows per page',
  'No options',
  'info',
  'Proof of Play',
  'create',
  'update',
  'Submit',
  'Back',
  'Next',
  'Previous',
  'Show',
  'Hide',
  'Settings',
  'Error',
  'Warning',
  'Success',
  'Yes',
  'No',
  'of',
  'the',
  'and',
  'page',
  'render',
  'rendern',
  'Advisory',
  'Reload',
  'Refresh',
  'Remove',
  'Add',
  'Name',
  'unknown',
] as const;

/** The server's raw change-log actions that are no German words ('link', 'import', 'upload', 'register', 'sort' are). */
const GERMAN_ACTIONS = new Set(['link', 'import', 'upload', 'register', 'sort']);
const RAW_ACTIONS = AUDIT_ACTIONS.filter((a) => !GERMAN_ACTIONS.has(a));

/** 'Name' is also German; so are a few other spellings: only these may pass. */
const GERMAN_TOO = new Set(['name']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_])(${[...ENGLISH_WORDS, ...RAW_ACTIONS]
    .filter((w) => !GERMAN_TOO.has(w.toLowerCase()))
    // longest first: 'offer-rerender' is found as one, not as 'offer'
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);

/**
 * The English words of the list found in one visible text; {{placeholders}}, <tags> and HTTP header names
 * (X-Device-Secret: typed into the player as they are) are not text.
 */
export function englishWordsIn(text: string): string[] {
  const visible = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\w+\s*\/?>/g, ' ')
    .replace(/\bX(-[A-Za-z]+)+/g, ' ');
  return [...visible.matchAll(PATTERN)].map((m) => m[1] as string);
}

type Tree = { [key: string]: string | Tree };

/** Every text of a translation file that holds an English word: 'key: text'. */
export function englishTexts(tree: Tree, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') out.push(...englishTexts(value, path));
    else if (englishWordsIn(value).length > 0) out.push(`${path}: ${value}`);
  }
  return out;
}

/** Props whose string value a user reads (or a screen reader speaks). */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'helperText',
  'header',
  'tooltip',
  'primary',
  'secondary',
  'clearText',
  'openText',
  'closeText',
  'noOptionsText',
  'loadingText',
  'labelRowsPerPage',
]);

export interface Node {
  type: string;
  [key: string]: unknown;
}

/** Visits every node of a Babel syntax tree, depth first. */
export function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const [key, value] of Object.entries(n)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    if (value && typeof value === 'object') walk(value, visit);
  }
}

/**
 * The English words in a .tsx source's visible texts: JSX text and the string values of visible props
 * (label="Close", aria-label={'Open'}). Texts from t('…') are checked in the translation files instead.
 */
export function englishInSource(source: string, file = 'source.tsx'): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: file });
  const found: string[] = [];
  const report = (text: string, line: number) => {
    for (const word of englishWordsIn(text)) found.push(`${file}:${line}: ${word} (${text.trim()})`);
  };
  walk(ast.program, (n) => {
    const line = (n.loc as { start: { line: number } } | undefined)?.start.line ?? 0;
    if (n.type === 'JSXText') report(String(n.value), line);
    if (n.type !== 'JSXAttribute') return;
    const name = (n.name as { name?: unknown }).name;
    if (typeof name !== 'string' || !VISIBLE_PROPS.has(name)) return;
    const value = n.value as Node | null;
    if (value?.type === 'StringLiteral') report(String(value.value), line);
    if (value?.type === 'JSXExpressionContainer') {
      const inner = value.expression as Node;
      if (inner.type === 'StringLiteral') report(String(inner.value), line);
      if (inner.type === 'TemplateLiteral')
        for (const quasi of inner.quasis as Node[]) report(String((quasi.value as { cooked: string }).cooked), line);
    }
  });
  return found;
}
