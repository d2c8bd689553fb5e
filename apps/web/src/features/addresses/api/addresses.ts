import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressesApi, type AddressBody, type BookType } from '@cabinet/contracts/addresses';
import { call } from '../../../shared/api/call.ts';
import { addressKeys } from './address-keys.ts';

export type AddressFilters = {
  page: number;
  search?: string;
  book_type?: BookType;
};

export const ON_PAGE = 20;

/** The seller's entries, the default sender first, then the newest. */
export const getAddresses = (q: AddressFilters, signal?: AbortSignal) =>
  call(addressesApi.list, {
    query: { page: q.page, on_page: ON_PAGE, search: q.search, book_type: q.book_type },
    signal,
  });

export const useAddresses = (q: AddressFilters) =>
  useQuery({
    queryKey: addressKeys.list(q),
    queryFn: ({ signal }) => getAddresses(q, signal),
    placeholderData: keepPreviousData,
  });

export const getAddress = (id: number, signal?: AbortSignal) => call(addressesApi.get, { params: { id }, signal });

export const useAddress = (id: number) =>
  useQuery({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => getAddress(id, signal),
    select: (data) => data.address_book_item,
    enabled: id > 0,
    retry: false,
  });

/** Updates the entry with an id, else creates one: 400 with the field messages of §5 when a rule fails. */
export const saveAddress = ({ id, body }: { id?: number; body: AddressBody }) =>
  id ? call(addressesApi.update, { params: { id }, body }) : call(addressesApi.create, { body });

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

export const removeAddress = (id: number) => call(addressesApi.remove, { params: { id } });

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
