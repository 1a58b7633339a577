import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const german = leaves(de as Tree);
  const english = leaves(en as Tree);

  it('English has exactly the German keys', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it('keeps every placeholder and leaves no text empty', () => {
    for (const [key, text] of german) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('keeps the SPEC wording of the login dialog in German', () => {
    expect(de.login.failedTitle).toBe('Login nicht erfolgreich');
    expect(de.login.failedText).toBe('Wir konnten die Kombination aus Username und Passwort nicht validieren');
    expect(de.login.errorTitle).toBe('Fehler {{status}}');
  });
});
