import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';

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

/** German is bundled; English is loaded when first chosen. */
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
    resources: { de: { translation: de } },
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
