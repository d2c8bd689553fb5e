import { useQuery } from '@tanstack/react-query';
import { addressesApi, type BookType } from '@cabinet/contracts/addresses';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** The largest page the API gives: the pickers offer the whole book (the default sender comes first). */
const PICKER_PAGE = 100;

/** The entries a shipment's sender or recipient is picked from. */
export const useAddressBook = (bookType: BookType) =>
  useQuery({
    queryKey: shipmentKeys.addressBook(bookType),
    queryFn: ({ signal }) =>
      call(addressesApi.list, { query: { book_type: bookType, page: 1, on_page: PICKER_PAGE }, signal }),
    select: (data) => data.address_book,
  });
