import { useQuery } from '@tanstack/react-query';
import { sellersOpsApi, type OpsSeller } from '@cabinet/contracts/sellers';
import { call } from './call.ts';

/** One seller for the back office: the seller's page and every desk filtered by that seller name them. */
export const opsSellerKeys = {
  all: ['ops-sellers'] as const,
  detail: (id: number) => [...opsSellerKeys.all, id] as const,
};

export const useOpsSeller = (id: number) =>
  useQuery({
    queryKey: opsSellerKeys.detail(id),
    queryFn: ({ signal }) => call(sellersOpsApi.get, { params: { id }, signal }),
    staleTime: 60_000,
  });

/** How operators name a seller: the company, or the owner when there is none. */
export const sellerName = (seller: Pick<OpsSeller, 'company_name' | 'owner_name' | 'email'>) =>
  seller.company_name || seller.owner_name || seller.email;
