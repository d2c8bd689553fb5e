import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '@cabinet/contracts/content';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/client.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { LEGAL_STALE_MS, legalKeys } from './legal-keys.ts';

export const LEGAL_DOCUMENT_NOT_FOUND = 'legal_document_not_found';

export const isLegalDocumentNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === LEGAL_DOCUMENT_NOT_FOUND || error.status === 404);

/** GET /legal/:slug?lang=: one document, its body in Markdown. */
export const getLegalDocument = (slug: string, language: Language, signal?: AbortSignal) =>
  api.get<LegalDocument>(`/legal/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: language })}`, { signal });

export const legalDocumentQuery = (slug: string, language: Language) =>
  queryOptions({
    queryKey: legalKeys.detail(slug, language),
    queryFn: ({ signal }) => getLegalDocument(slug, language, signal),
    staleTime: LEGAL_STALE_MS,
  });

export const useLegalDocument = (slug: string, language: Language) => useQuery(legalDocumentQuery(slug, language));
