import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only the sections the first page needs (START_SECTIONS in scripts/start-texts.mjs); the rest loads with ensureAllTexts.
import startTexts from './de.json?start';

export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];
const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

let allTexts: Promise<void> | null = null;

/**
 * Loads every German text (the start bundle holds only the login page's sections). Awaited before any page other
 * than the login is rendered (app/router/pages.ts), so no text is missing there.
 */
export function ensureAllTexts(): Promise<void> {
  allTexts ??= import('./de.json').then(
    (full) => void i18n.addResourceBundle('de', 'translation', full.default, true, true),
    (cause) => {
      allTexts = null;
      throw cause;
    },
  );
  return allTexts;
}

/** German (its start sections) is bundled; English is loaded when first chosen. */
async function ensureBundle(language: Language) {
  if (language === 'de' || i18n.hasResourceBundle(language, 'translation')) return;
  const english = await import('./en.json');
  i18n.addResourceBundle('en', 'translation', english.default, true, true);
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  dayjs.locale(language);
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { de: { translation: startTexts } },
    lng: 'de',
    fallbackLng: 'de',
    interpolation: { escapeValue: false },
  });
  if (language !== 'de') await changeLanguage(language);
  else applyToDocument('de');
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureBundle(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // The choice then lasts until reload.
  }
}

export default i18n;
