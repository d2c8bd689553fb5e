import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  IMPORT_POLL_MS,
  type ProductImportErrorList,
  type ProductImportList,
} from '@cabinet/contracts/products-import';
import { api } from '../../../shared/api/client.ts';
import { importKeys } from './import-keys.ts';

export const IMPORTS_ON_PAGE = 10;
export const JOURNAL_ON_PAGE = 20;

/** GET /products/import: the account's imports, latest first; polled while one is pending or running. */
export const useImports = (page: number) =>
  useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<ProductImportList>(`/products/import?page=${page}&on_page=${IMPORTS_ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.imports.some((i) => i.status === 'in_progress') ? IMPORT_POLL_MS : false,
  });

/** GET /products/import/{id}/errors: one import's row errors, in the interface language; polled while it runs. */
export const useImportJournal = (id: number | null, page: number, running: boolean) =>
  useQuery({
    queryKey: importKeys.journal(id ?? 0, page),
    queryFn: ({ signal }) =>
      api.get<ProductImportErrorList>(`/products/import/${id}/errors?page=${page}&on_page=${JOURNAL_ON_PAGE}`, {
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: running ? IMPORT_POLL_MS : false,
  });
