import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_POLL_MS,
  type ProductImport,
  type ProductImportErrorList,
  type ProductImportList,
} from '@cabinet/contracts/products-import';
import { api } from '../../../shared/api/client.ts';
import { importKeys } from './import-keys.ts';

export const IMPORTS_ON_PAGE = 10;
export const JOURNAL_ON_PAGE = 20;

/** GET /products/import: the account's imports, latest first; polled while one is pending or running. */
export function useImports(page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: importKeys.list(page, i18n.language),
    queryFn: ({ signal }) =>
      api.get<ProductImportList>(`/products/import?page=${page}&on_page=${IMPORTS_ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.imports.some((i) => i.status === 'in_progress') ? IMPORT_POLL_MS : false,
  });
}

/**
 * GET /products/import/{id}/errors: one import's row errors, in the interface language. Keyed by the import's progress,
 * so each poll of the list that shows more rows processed reads the journal again.
 */
export function useImportJournal(item: ProductImport, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: importKeys.journal(item.id, page, i18n.language, `${item.status}:${item.processed_rows}`),
    queryFn: ({ signal }) =>
      api.get<ProductImportErrorList>(`/products/import/${item.id}/errors?page=${page}&on_page=${JOURNAL_ON_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
