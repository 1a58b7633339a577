import { FONT_FILE, parseTemplateConfig, type TemplateConfig, templateFileRefs } from '@signage/shared';
import { badRequest } from '../../lib/errors.js';

const MAX_LISTED = 8;

/**
 * The config text as a validated config, or 400 listing what is wrong by path (German): JSON syntax,
 * the schema, and files that the template does not have or fonts in a format the renderer cannot read.
 */
export function checkConfig(text: string, files: ReadonlyArray<{ name: string }>): TemplateConfig {
  const parsed = parseTemplateConfig(text);
  const errors = parsed.ok ? [] : parsed.errors;
  if (parsed.ok) {
    const names = new Set(files.map((f) => f.name));
    for (const ref of templateFileRefs(parsed.config)) {
      if (!names.has(ref.name)) errors.push(`${ref.path}: Die Datei "${ref.name}" gibt es in diesem Template nicht`);
      else if (ref.path.startsWith('fonts.') && !FONT_FILE.test(ref.name)) {
        errors.push(`${ref.path}: Schriften müssen .ttf, .otf oder .woff sein (nicht woff2)`);
      }
    }
  }
  if (errors.length > 0 || !parsed.ok) {
    const more = errors.length > MAX_LISTED ? ` (und ${errors.length - MAX_LISTED} weitere)` : '';
    throw badRequest(`Ungültige Template-Konfiguration: ${errors.slice(0, MAX_LISTED).join('; ')}${more}`);
  }
  return parsed.config;
}
