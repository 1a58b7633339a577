import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { germanTheme } from '../lib/localized-theme';
import de from './de.json';
import en from './en.json';
import { englishInSource, englishTexts, englishWordsIn } from './english-words';

type Tree = { [key: string]: string | Tree };
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the checker catches English (planted violations)', () => {
  it('finds listed words and phrases in a text, whole words only', () => {
    expect(englishWordsIn('Rows  per page')).toEqual(['Rows  per page']);
    expect(englishWordsIn('Bitte Save drücken')).toEqual(['Save']);
    expect(englishWordsIn('create user 1234')).toEqual(['create']);
    expect(englishWordsIn('Was lief (Proof of Play)')).toEqual(['Proof of Play']);
    // words once found in the German UI
    expect(englishWordsIn('Filter: Clear')).toEqual(['Clear']);
    expect(englishWordsIn('Hinweis (info)')).toEqual(['info']);
    expect(englishWordsIn('Neu rendern')).toEqual(['rendern']);
    expect(englishWordsIn('Advisory-ID')).toEqual(['Advisory']);
    expect(englishWordsIn('offer-rerender Angebot')).toEqual(['offer-rerender']);
    expect(englishWordsIn('Schließen, Öffnen, Gespeichert, Bearbeiten, Suche')).toEqual([]);
    // parts of German words and placeholders are no English words
    expect(englishWordsIn('Infotafel {{close}} Updatezeit')).toEqual([]);
    // a header name is typed as it is
    expect(englishWordsIn('Header X-Device-Secret')).toEqual([]);
    expect(englishWordsIn('das Secret')).toEqual(['Secret']);
  });

  it('finds English in translation files', () => {
    const planted = { a: { ok: 'Speichern', bad: 'No options' }, b: 'info' };
    expect(englishTexts(planted)).toEqual(['a.bad: No options', 'b: info']);
  });

  it('finds English in JSX text and visible props, not in code', () => {
    const planted = [
      "const mode = 'update';",
      'export const A = () => (',
      '  <div data-state="open">',
      '    <Button aria-label="Close">Cancel</Button>',
      "    <TextField label={'Search'} placeholder={`Loading`} />",
      '    <span>Gespeichert</span>',
      '  </div>',
      ');',
    ].join('\n');
    expect(englishInSource(planted, 'x.tsx')).toEqual([
      'x.tsx:4: Close (Close)',
      'x.tsx:4: Cancel (Cancel)',
      'x.tsx:5: Search (Search)',
      'x.tsx:5: Loading (Loading)',
    ]);
  });
});

describe('the German UI holds no English word of the list', () => {
  it('in de.json', () => {
    expect(englishTexts(de as Tree)).toEqual([]);
  });

  it('and no developer words: no API route (POST /api/plays, /v1/docs) in a text staff read', () => {
    const routes: string[] = [];
    const walk = (tree: Tree, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value !== 'string') walk(value, path);
        else if (/\b(GET|POST|PUT|PATCH|DELETE) \/|\/api\/|\/v1\//.test(value)) routes.push(`${path}: ${value}`);
      }
    };
    walk(de as Tree, '');
    expect(routes).toEqual([]);
  });

  it('in the JSX texts of every component', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => englishInSource(readFileSync(file, 'utf8'), relative(SRC, file)));
    expect(found).toEqual([]);
  });

  it("in MUI's own texts (German locale in the theme)", () => {
    const props = germanTheme.components;
    const texts = [
      props?.MuiAutocomplete?.defaultProps?.clearText,
      props?.MuiAutocomplete?.defaultProps?.openText,
      props?.MuiAutocomplete?.defaultProps?.closeText,
      props?.MuiAutocomplete?.defaultProps?.noOptionsText,
      props?.MuiAutocomplete?.defaultProps?.loadingText,
      props?.MuiTablePagination?.defaultProps?.labelRowsPerPage,
      props?.MuiAlert?.defaultProps?.closeText,
    ];
    for (const text of texts) {
      expect(typeof text).toBe('string');
      expect(englishWordsIn(String(text))).toEqual([]);
    }
  });

  it('one wording for the page size', () => {
    const texts = JSON.stringify(de).match(/"[^"]*pro Seite[^"]*"/g) ?? [];
    expect(new Set(texts)).toEqual(new Set(['"Einträge pro Seite"']));
  });
});

describe('the change log names every action in German', () => {
  const audit = (de as Tree).system as Tree;
  const texts = (audit.audit as Tree).actions as Tree;
  const entities = (audit.audit as Tree).entities as Tree;
  const english = ((en as Tree).system as Tree).audit as Tree;

  it('has a sentence for every action the server writes and a noun for every object', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(texts[action], action).toEqual(expect.stringContaining('{{entity}}'));
      expect((english.actions as Tree)[action], action).toEqual(expect.stringContaining('{{entity}}'));
    }
    for (const entity of AUDIT_ENTITIES) {
      expect(typeof entities[entity], entity).toBe('string');
      expect(typeof (english.entities as Tree)[entity], entity).toBe('string');
    }
    expect(Object.keys(texts).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(entities).sort()).toEqual([...AUDIT_ENTITIES].sort());
  });

  it('the raw action names are caught by the word list where they are no German words', () => {
    const german = new Set(['link', 'import', 'upload', 'register', 'sort']);
    for (const action of AUDIT_ACTIONS) {
      if (german.has(action)) continue;
      expect(englishWordsIn(`${action} Benutzer`).length, action).toBeGreaterThan(0);
    }
  });
});
