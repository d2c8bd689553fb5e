import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_POLL_MS, productImportApi, type ProductImport } from '@cabinet/contracts/products-import';
import { call } from '../../../shared/api/call.ts';
import { importKeys } from './import-keys.ts';

export const IMPORTS_ON_PAGE = 10;
export const JOURNAL_ON_PAGE = 20;

/** The account's imports, latest first; polled while one is pending or running. */
export function useImports(page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: importKeys.list(page, i18n.language),
    queryFn: ({ signal }) => call(productImportApi.list, { query: { page, on_page: IMPORTS_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.imports.some((i) => i.status === 'in_progress') ? IMPORT_POLL_MS : false,
  });
}

/**
 * One import's row errors, in the interface language. Keyed by the import's progress,
 * so each poll of the list that shows more rows processed reads the journal again.
 */
export function useImportJournal(item: ProductImport, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: importKeys.journal(item.id, page, i18n.language, `${item.status}:${item.processed_rows}`),
    queryFn: ({ signal }) =>
      call(productImportApi.errors, { params: { id: item.id }, query: { page, on_page: JOURNAL_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}
