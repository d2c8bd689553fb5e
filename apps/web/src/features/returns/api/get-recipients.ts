import { useQuery } from '@tanstack/react-query';
import { addressesApi } from '@cabinet/contracts/addresses';
import { call } from '../../../shared/api/call.ts';
import { returnKeys } from './return-keys.ts';

/** The seller's address-book recipients, to distribute a return's items to (§4). */
export const useRecipients = (enabled: boolean) =>
  useQuery({
    queryKey: returnKeys.recipients(),
    queryFn: ({ signal }) => call(addressesApi.list, { query: { book_type: 'recipient', on_page: 100 }, signal }),
    enabled,
  });
