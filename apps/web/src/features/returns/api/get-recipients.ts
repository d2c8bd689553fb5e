import { useQuery } from '@tanstack/react-query';
import type { AddressList } from '@cabinet/contracts/addresses';
import { api } from '../../../shared/api/client.ts';
import { returnKeys } from './return-keys.ts';

/** The seller's address-book recipients, to distribute a return's items to (§4). */
export const useRecipients = (enabled: boolean) =>
  useQuery({
    queryKey: returnKeys.recipients(),
    queryFn: ({ signal }) => api.get<AddressList>('/user/book?book_type=recipient&on_page=100', { signal }),
    enabled,
  });
