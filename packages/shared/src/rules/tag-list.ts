/** Tags are stored as JSON text of a list of strings (SPEC §3: "tags (JSON list text)"). */

const MAX_TAGS = 100;
const MAX_TAG_LENGTH = 100;

function tidy(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const tag = value.trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A tag list given as an array of strings or as JSON text of one (possibly quoted once more,
 * as older clients send it); trimmed, empty and repeated tags dropped. null when it is not such a list.
 */
export function strictTagList(value: unknown): string[] | null {
  let candidate = value;
  if (typeof candidate === 'string') {
    const text = candidate.trim();
    if (text === '') return [];
    candidate = parseJson(text);
    if (typeof candidate === 'string') candidate = parseJson(candidate);
  }
  if (!Array.isArray(candidate) || !candidate.every((t) => typeof t === 'string')) return null;
  const tags = tidy(candidate);
  if (tags.length > MAX_TAGS || tags.some((t) => t.length > MAX_TAG_LENGTH)) return null;
  return tags;
}

/** SPEC §8: a tag list that cannot be read counts as empty. */
export function parseTagList(text: string | null | undefined): string[] {
  return strictTagList(text ?? '') ?? [];
}

/** The stored form: JSON text of the list. */
export function tagListText(tags: readonly string[]): string {
  return JSON.stringify(tidy(tags));
}

export const TAG_LIST_MESSAGE = `Tags müssen eine JSON-Liste von Texten sein (höchstens ${MAX_TAGS} Tags mit je höchstens ${MAX_TAG_LENGTH} Zeichen).`;
