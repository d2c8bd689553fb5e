import type { Language } from '../../../shared/i18n/languages.ts';

/** The documents are written per language, so every key holds the language: switching it refetches. */
export const legalKeys = {
  all: ['legal'] as const,
  lists: () => [...legalKeys.all, 'list'] as const,
  list: (language: Language) => [...legalKeys.lists(), language] as const,
  details: () => [...legalKeys.all, 'detail'] as const,
  detail: (slug: string, language: Language) => [...legalKeys.details(), slug, language] as const,
};

// The texts change a few times a year: an hour in the browser is plenty.
export const LEGAL_STALE_MS = 60 * 60_000;
