import { useQuery } from '@tanstack/react-query';
import { addressesApi } from '@cabinet/contracts/addresses';
import { call } from '../../../shared/api/call.ts';
import { shopKeys } from './shops.ts';

/** The largest page the API gives: the picker offers the whole book, as the shipment form's does. */
const PICKER_PAGE = 100;

/** The seller's sender entries of the address book: bulk shipping sends each shop's orders from one of them. */
export const useSenders = (enabled: boolean) =>
  useQuery({
    queryKey: shopKeys.senders(),
    queryFn: ({ signal }) =>
      call(addressesApi.list, { query: { book_type: 'sender', page: 1, on_page: PICKER_PAGE }, signal }),
    select: (data) => data.address_book,
    enabled,
  });
