import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressesApi, type BookType } from '@cabinet/contracts/addresses';
import {
  nationalPostApi,
  type NationalPostCreateBody,
  type NationalPostStatus,
  type nationalPostDocSizes,
} from '@cabinet/contracts/national-post';
import { call, download } from '../../../shared/api/call.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';

export const NATIONAL_POST_ON_PAGE = 20;
export type DocSize = (typeof nationalPostDocSizes)[number];

/** Query keys of the national-post shipments: lists by filter, and one shipment's tracking events. */
export const nationalPostKeys = {
  all: ['national-post'] as const,
  list: (q: object) => [...nationalPostKeys.all, 'list', q] as const,
  events: (id: number) => [...nationalPostKeys.all, 'events', id] as const,
  book: (bookType: BookType) => ['national-post', 'book', bookType] as const,
};

export type NationalPostFilters = { page: number; status?: NationalPostStatus; query?: string };

export const useNationalPostShipments = (filters: NationalPostFilters) =>
  useQuery({
    queryKey: nationalPostKeys.list(filters),
    queryFn: ({ signal }) =>
      call(nationalPostApi.list, {
        query: { page: filters.page, on_page: NATIONAL_POST_ON_PAGE, status: filters.status, query: filters.query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTrackingEvents = (id: number | null) =>
  useQuery({
    queryKey: nationalPostKeys.events(id ?? 0),
    queryFn: ({ signal }) => call(nationalPostApi.events, { params: { id: id! }, signal }),
    enabled: id !== null,
  });

/** The address-book entries of one kind, for the form's pickers. */
export const useBook = (bookType: BookType) =>
  useQuery({
    queryKey: nationalPostKeys.book(bookType),
    queryFn: ({ signal }) => call(addressesApi.list, { query: { book_type: bookType, page: 1, on_page: 100 }, signal }),
  });

/** Every write changes the list: each refreshes all of it. Each attempt carries its own Idempotency-Key. */
function useKeyedMutation<A, R>(run: (args: A, headers: Record<string, string>) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(args, { [IDEMPOTENCY_HEADER]: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nationalPostKeys.all }),
  });
}

export const useCreateNationalPost = () =>
  useKeyedMutation((body: NationalPostCreateBody, headers) => call(nationalPostApi.create, { body, headers }));

export const usePayNationalPost = () =>
  useKeyedMutation((id: number, headers) => call(nationalPostApi.pay, { params: { id }, headers }));

export const useDeleteNationalPost = () =>
  useKeyedMutation((id: number, headers) => call(nationalPostApi.remove, { params: { id }, headers }));

/** The sticker or the customs declaration as a PDF, fetched with the session. */
export const downloadNationalPostDoc = (uuid: string, docType: 'sticker' | 'cn22' | 'cn23', size: DocSize) =>
  download(nationalPostApi.docs, { params: { uuid }, query: { doc_type: docType, doc_size: size } });
