import type { Language } from '@cabinet/contracts/common';
import { languages } from '@cabinet/contracts/common';
import en from './locales/en.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ua from './locales/ua.json' with { type: 'json' };

type Catalogue = typeof en;
const catalogues: Record<Language, Catalogue> = { en, ru, ua };
export type Section = keyof Catalogue;

/** The wording of a code in a language; `undefined` when no catalogue knows the key. */
export function lookup(
  lang: Language,
  section: Section,
  key: string,
  params: Record<string, string | number> = {},
): string | undefined {
  const text = (catalogues[lang][section] as Record<string, string>)[key];
  return text?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translate(
  lang: Language,
  section: Section,
  key: string,
  params?: Record<string, string | number>,
): string {
  return lookup(lang, section, key, params) ?? lookup('en', section, key, params) ?? key;
}

/** The caller's language from Accept-Language (`uk` is Ukrainian's ISO code; we call it `ua`). */
export function languageFromHeader(header: string | undefined, fallback: Language): Language {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().slice(0, 2);
    const lang = tag === 'uk' ? 'ua' : tag;
    if ((languages as readonly string[]).includes(lang)) return lang as Language;
  }
  return fallback;
}
