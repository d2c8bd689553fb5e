import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys } from '../lib/storage.ts';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  htmlLang,
  isLanguage,
  type Language,
} from './languages.ts';

/** Shared words; each feature's strings are a namespace named after its folder. */
export const COMMON_NS = 'common';

/** Reads one catalogue: the app passes a loader that knows where the JSON files are. */
export type CatalogueLoader = (language: Language, namespace: string) => Promise<Record<string, unknown>>;

export const i18n = i18next.createInstance();

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export async function initI18n(load: CatalogueLoader, language?: Language): Promise<void> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      if (!isLanguage(lng)) return callback(null, {});
      load(lng, ns).then(
        (catalogue) => callback(null, catalogue),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
    },
  };
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) document.documentElement.lang = htmlLang(lng);
  });
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language ?? detectLanguage(storage.get(storageKeys.language), browserLanguages()),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      // Feature namespaces use the shared words (fields, errors, actions) without naming `common`.
      fallbackNS: COMMON_NS,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** The language the interface is showing now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
