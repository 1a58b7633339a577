/**
 * Text the database can store: PostgreSQL refuses U+0000 in text, so it is refused at the contract
 * (400) instead of failing in the database (500).
 */
export const NUL_CHARACTER_MESSAGE = 'Das Steuerzeichen U+0000 ist in Texten nicht erlaubt.';

export const hasNul = (text: string) => text.includes('\u0000');

/**
 * The path ('' for the value itself, else '.a.0.b') of the first string in a JSON value that contains U+0000, or
 * null. Walks with a stack of its own, not by recursion: however deep the value nests, the call stack does not grow.
 */
export function findNul(value: unknown, path = ''): string | null {
  // Depth first in key order; a key's own NUL counts before its value's (pushed in reverse, popped in order).
  const stack: Array<[unknown, string]> = [[value, path]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, at] = item;
    if (typeof current === 'string') {
      if (hasNul(current)) return at;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as [string, unknown];
      stack.push([inner, `${at}.${key}`]);
      if (hasNul(key)) stack.push([key, `${at}.${key.replaceAll('\u0000', '\\u0000')}`]);
    }
  }
  return null;
}
