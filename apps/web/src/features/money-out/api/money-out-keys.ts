import type { WithdrawalMethod, WithdrawalStatus } from '@cabinet/contracts/money-out';

/** One key factory for the feature: mutations invalidate exactly what they change. */
export const moneyOutKeys = {
  all: ['money-out'] as const,
  methods: () => [...moneyOutKeys.all, 'methods'] as const,
  quote: (method: WithdrawalMethod, amount: string) => [...moneyOutKeys.all, 'quote', method, amount] as const,
  withdrawals: () => [...moneyOutKeys.all, 'withdrawals'] as const,
  withdrawalList: (q: { status?: WithdrawalStatus; page: number }) => [...moneyOutKeys.withdrawals(), q] as const,
  requisites: (method: WithdrawalMethod) => [...moneyOutKeys.all, 'requisites', method] as const,
  agreement: (language: string) => [...moneyOutKeys.all, 'agreement', language] as const,
  wallets: () => [...moneyOutKeys.all, 'wallets'] as const,
  wallet: (id: number) => [...moneyOutKeys.wallets(), id] as const,
  transfers: () => [...moneyOutKeys.all, 'transfers'] as const,
  transferList: (page: number) => [...moneyOutKeys.transfers(), page] as const,
  recipient: (query: string) => [...moneyOutKeys.all, 'recipient', query] as const,
  ops: () => [...moneyOutKeys.all, 'ops'] as const,
  opsList: (q: { status?: WithdrawalStatus; page: number }) => [...moneyOutKeys.ops(), q] as const,
};
