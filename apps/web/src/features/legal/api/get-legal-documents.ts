import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalList } from '@cabinet/contracts/content';
import { api } from '../../../shared/api/client.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { LEGAL_STALE_MS, legalKeys } from './legal-keys.ts';

/** GET /legal?lang=: the titles of the legal documents in one language. */
export const getLegalDocuments = (language: Language, signal?: AbortSignal) =>
  api.get<LegalList>(`/legal?${new URLSearchParams({ lang: language })}`, { signal });

export const legalDocumentsQuery = (language: Language) =>
  queryOptions({
    queryKey: legalKeys.list(language),
    queryFn: ({ signal }) => getLegalDocuments(language, signal),
    staleTime: LEGAL_STALE_MS,
  });

export const useLegalDocuments = (language: Language) => useQuery(legalDocumentsQuery(language));
