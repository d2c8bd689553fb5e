import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@cabinet/contracts/content';
import { ApiError } from '../../../shared/api/api-error.ts';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { LEGAL_STALE_MS, legalKeys } from './legal-keys.ts';

export const LEGAL_DOCUMENT_NOT_FOUND = 'legal_document_not_found';

export const isLegalDocumentNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === LEGAL_DOCUMENT_NOT_FOUND || error.status === 404);

/** One document in one language, its body in Markdown. */
export const getLegalDocument = (slug: string, language: Language, signal?: AbortSignal) =>
  call(contentApi.legalDocument, { params: { slug }, query: { lang: language }, signal });

export const legalDocumentQuery = (slug: string, language: Language) =>
  queryOptions({
    queryKey: legalKeys.detail(slug, language),
    queryFn: ({ signal }) => getLegalDocument(slug, language, signal),
    staleTime: LEGAL_STALE_MS,
  });

export const useLegalDocument = (slug: string, language: Language) => useQuery(legalDocumentQuery(slug, language));
