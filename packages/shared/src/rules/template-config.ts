import type { z } from 'zod';
import { type TemplateConfig, templateConfig } from '../schemas/template-config.js';

export type ConfigCheck = { ok: true; config: TemplateConfig } | { ok: false; errors: string[] };

/** 'canvases.vertical.elements[2].fontSize' from a zod path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

function describe(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Report the alternative that got furthest (fewest issues) instead of a bare "invalid input".
    const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
    return best.flatMap((inner) => describe({ ...inner, path: [...issue.path, ...inner.path] }));
  }
  const where = formatIssuePath(issue.path);
  return [where ? `${where}: ${issue.message}` : issue.message];
}

/** Parses and validates the config text (JSON); errors are German and name the path. */
export function parseTemplateConfig(text: string): ConfigCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`Die Konfiguration ist kein gültiges JSON (${(err as Error).message})`] };
  }
  const parsed = templateConfig.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, errors: [...new Set(parsed.error.issues.flatMap(describe))] };
}

/** Names of the template files a config uses (fonts, image elements, backgrounds). */
export function templateFileRefs(config: TemplateConfig): Array<{ name: string; path: string }> {
  const refs: Array<{ name: string; path: string }> = [];
  for (const [key, font] of Object.entries(config.fonts)) {
    if ('file' in font) refs.push({ name: font.file, path: `fonts.${key}.file` });
  }
  for (const [orientation, canvas] of Object.entries(config.canvases)) {
    if (canvas.background.image) {
      refs.push({ name: canvas.background.image, path: `canvases.${orientation}.background.image` });
    }
    canvas.elements.forEach((el, i) => {
      if (el.type === 'image' && 'file' in el.source) {
        refs.push({ name: el.source.file, path: `canvases.${orientation}.elements[${i}].source.file` });
      }
    });
  }
  return refs;
}

/** Font files satori can read: TrueType, OpenType, WOFF (not WOFF2). */
export const FONT_FILE = /\.(ttf|otf|woff)$/i;
