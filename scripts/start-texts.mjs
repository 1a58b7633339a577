// Vite plugin: `import texts from './de.json?start'` gives the file's START_SECTIONS only (the login page does not
// carry the texts of every page). The whole file stays the one source; `import('./de.json')` loads the rest. Used by
// the web build (apps/web/vite.config.ts) and by the unit tests (vitest.config.ts), which import the same modules.
import { readFileSync } from 'node:fs';

/**
 * The top-level sections of de.json that come with the first page: what the login page, the busy and loading
 * indicators, error texts and the language switch say, and the dashboard shell with /Dashboard/Main (they render before
 * the whole file is loaded; ≈ 0.4 KB gzip). Every other page waits for the whole file (i18n ensureAllTexts), so a text
 * used before that must be in one of these sections.
 */
export const START_SECTIONS = [
  'app',
  'common',
  'errors',
  'language',
  'languageNames',
  'login',
  'shell',
  'menu',
  'dashboard',
];

const SUFFIX = '?start';

export function startTexts() {
  return {
    name: 'signage-start-texts',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8'));
      const missing = START_SECTIONS.filter((key) => all[key] === undefined);
      if (missing.length) this.error(`${file}: sections ${missing.join(', ')} missing`);
      const picked = Object.fromEntries(START_SECTIONS.map((key) => [key, all[key]]));
      return { code: `export default ${JSON.stringify(picked)};`, moduleType: 'js' };
    },
  };
}
