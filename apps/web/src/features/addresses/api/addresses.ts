import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody, AddressList, BookType } from '@cabinet/contracts/addresses';
import { api } from '../../../shared/api/client.ts';
import { addressKeys } from './address-keys.ts';

export type AddressFilters = {
  page: number;
  search?: string;
  book_type?: BookType;
};

export const ON_PAGE = 20;

export const addressQueryString = (q: AddressFilters) =>
  new URLSearchParams({
    page: String(q.page),
    on_page: String(ON_PAGE),
    ...(q.search ? { search: q.search } : {}),
    ...(q.book_type ? { book_type: q.book_type } : {}),
  });

/** GET /user/book: the seller's entries, the default sender first, then the newest. */
export const getAddresses = (q: AddressFilters, signal?: AbortSignal) =>
  api.get<AddressList>(`/user/book?${addressQueryString(q)}`, { signal });

export const useAddresses = (q: AddressFilters) =>
  useQuery({
    queryKey: addressKeys.list(q),
    queryFn: ({ signal }) => getAddresses(q, signal),
    placeholderData: keepPreviousData,
  });

/** GET /user/book/{id} */
export const getAddress = (id: number, signal?: AbortSignal) =>
  api.get<{ address_book_item: Address }>(`/user/book/${id}`, { signal });

export const useAddress = (id: number) =>
  useQuery({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => getAddress(id, signal),
    select: (data) => data.address_book_item,
    enabled: id > 0,
    retry: false,
  });

/** POST /user/book/ or PUT /user/book/{id}: 400 with the field messages of §5 when a rule fails. */
export const saveAddress = ({ id, body }: { id?: number; body: AddressBody }) =>
  id
    ? api.put<{ address_book_item: Address }>(`/user/book/${id}`, body)
    : api.post<{ address_book_item: Address }>('/user/book/', body);

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: ({ address_book_item: saved }) => {
      queryClient.setQueryData(addressKeys.detail(saved.id), { address_book_item: saved });
      // Saving a default sender takes the flag from another entry: every list and detail may have changed.
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}

/** DELETE /user/book/{id} */
export const removeAddress = (id: number) => api.delete<{ ok: true }>(`/user/book/${id}`);

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: addressKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: addressKeys.lists() });
    },
  });
}
