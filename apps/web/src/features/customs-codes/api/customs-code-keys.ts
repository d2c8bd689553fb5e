import type { Language } from '../../../shared/i18n/languages.ts';

/** Query keys of the customs classification: it changes only with a data reload, so answers stay fresh. */
export const customsCodeKeys = {
  all: ['customs-codes'] as const,
  roots: (lang: Language) => [...customsCodeKeys.all, 'roots', lang] as const,
  search: (title: string, lang: Language, selectableOnly: boolean) =>
    [...customsCodeKeys.all, 'search', { title, lang, selectableOnly }] as const,
  node: (id: string, lang: Language) => [...customsCodeKeys.all, 'node', id, lang] as const,
};
