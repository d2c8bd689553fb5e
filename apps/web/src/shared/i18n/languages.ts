import type { Language } from '@cabinet/contracts/common';

export type { Language };

/**
 * The interface languages. The contract's `languages` array is not imported as a value because its module
 * builds zod schemas, which would pull zod into the first chunk; the type check below keeps the two equal.
 */
export const LANGUAGES = ['ua', 'ru', 'en'] as const satisfies readonly Language[];
type Missing = Exclude<Language, (typeof LANGUAGES)[number]>;
const allLanguagesListed: [Missing] extends [never] ? true : never = true;
void allLanguagesListed;

/** §9: Ukrainian when nothing is stored and the browser gives no usable language; Russian for missing strings. */
export const DEFAULT_LANGUAGE: Language = 'ua';
export const FALLBACK_LANGUAGE: Language = 'ru';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A browser language tag ('uk-UA', 'ru', 'en-US') → ours; `uk` is Ukrainian's ISO code, we call it `ua`. */
export function fromBrowserTag(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'uk' || base === 'ua') return 'ua';
  return isLanguage(base) ? base : null;
}

/** Our code → the BCP 47 tag for `<html lang>` and `Accept-Language`. */
export const htmlLang = (language: Language): string => (language === 'ua' ? 'uk' : language);

/** The order of §9: the stored choice, then the browser's preferred languages, then the default. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
