import type { WithdrawalMethod, WithdrawalStatus } from '@cabinet/contracts/withdrawals';

/** The desk's filters: a status, one seller's (from the seller's page), and how many from which end. */
export interface OpsWithdrawalFilters {
  status?: WithdrawalStatus;
  account_id?: number;
  order?: 'oldest' | 'newest';
  on_page?: number;
  page: number;
}

/** One key factory for the feature: mutations invalidate exactly what they change. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  methods: () => [...withdrawalKeys.all, 'methods'] as const,
  quote: (method: WithdrawalMethod, amount: string) => [...withdrawalKeys.all, 'quote', method, amount] as const,
  withdrawals: () => [...withdrawalKeys.all, 'withdrawals'] as const,
  withdrawalList: (q: { status?: WithdrawalStatus; page: number }) => [...withdrawalKeys.withdrawals(), q] as const,
  requisites: (method: WithdrawalMethod) => [...withdrawalKeys.all, 'requisites', method] as const,
  agreements: () => [...withdrawalKeys.all, 'agreement'] as const,
  agreement: (language: string) => [...withdrawalKeys.agreements(), language] as const,
  wallets: () => [...withdrawalKeys.all, 'wallets'] as const,
  wallet: (id: number) => [...withdrawalKeys.wallets(), id] as const,
  transfers: () => [...withdrawalKeys.all, 'transfers'] as const,
  transferList: (page: number) => [...withdrawalKeys.transfers(), page] as const,
  recipient: (query: string) => [...withdrawalKeys.all, 'recipient', query] as const,
  ops: () => [...withdrawalKeys.all, 'ops'] as const,
  opsList: (q: OpsWithdrawalFilters) => [...withdrawalKeys.ops(), q] as const,
};
