/**
 * Text the database can store: PostgreSQL refuses U+0000 in text, so it is refused at the contract
 * (400) instead of failing in the database (500).
 */
export const NUL_CHARACTER_MESSAGE = 'Das Steuerzeichen U+0000 ist in Texten nicht erlaubt.';

export const hasNul = (text: string) => text.includes('\u0000');

/** The path ('' for the value itself, else '.a.0.b') of the first string in a JSON value that contains U+0000, or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasNul(key)) return `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
    const found = findNul(inner, `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
