import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpsAccountDetail, OpsAccountList } from '@cabinet/contracts/money';
import type { BalanceLog } from '@cabinet/contracts/money';
import { api } from '../../../shared/api/client.ts';
import { opsAccountKeys } from './ops-account-keys.ts';

/** GET /ops/money/accounts?search&page: sellers with their available balance. */
export const useOpsAccounts = (search: string, page: number) =>
  useQuery({
    queryKey: opsAccountKeys.list(search, page),
    queryFn: ({ signal }) =>
      api.get<OpsAccountList>(`/ops/money/accounts?${new URLSearchParams({ search, page: String(page) })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /ops/money/accounts/:id: one seller with the whole balance. */
export const useOpsAccount = (id: number) =>
  useQuery({
    queryKey: opsAccountKeys.detail(id),
    queryFn: ({ signal }) => api.get<OpsAccountDetail>(`/ops/money/accounts/${id}`, { signal }),
  });

/** GET /ops/money/accounts/:id/balance-log: the seller's journals, where one is picked for a reversal. */
export const useOpsAccountLog = (id: number, page: number) =>
  useQuery({
    queryKey: opsAccountKeys.log(id, page),
    queryFn: ({ signal }) =>
      api.get<BalanceLog>(`/ops/money/accounts/${id}/balance-log?page=${page}&on_page=10`, { signal }),
    placeholderData: keepPreviousData,
  });
