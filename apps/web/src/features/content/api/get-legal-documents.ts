import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@cabinet/contracts/content';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { LEGAL_STALE_MS, legalKeys } from './legal-keys.ts';

/** The titles of the legal documents in one language. */
export const getLegalDocuments = (language: Language, signal?: AbortSignal) =>
  call(contentApi.legalList, { query: { lang: language }, signal });

export const legalDocumentsQuery = (language: Language) =>
  queryOptions({
    queryKey: legalKeys.list(language),
    queryFn: ({ signal }) => getLegalDocuments(language, signal),
    staleTime: LEGAL_STALE_MS,
  });

export const useLegalDocuments = (language: Language) => useQuery(legalDocumentsQuery(language));
