import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyOpsApi, type AdjustmentBody, type MoneySettingsBody } from '@cabinet/contracts/money-ops';
import { call } from '../../../shared/api/call.ts';
import { opsAccountKeys } from './ops-account-keys.ts';

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: opsAccountKeys.all });

/** A credit or debit with a reason (idempotent). */
export function useAdjustBalance(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: AdjustmentBody; headers: Record<string, string> }) =>
      call(moneyOpsApi.adjust, { params: { id: accountId }, body, headers }),
    onSuccess: () => refresh(queryClient),
  });
}

/** Minimum balance and the withdrawal block. */
export function useSaveMoneySettings(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) => call(moneyOpsApi.saveSettings, { params: { id: accountId }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** The journal's mirror image (idempotent). */
export function useReverseJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ journalId, headers }: { journalId: number; headers: Record<string, string> }) =>
      call(moneyOpsApi.reverse, { params: { id: journalId }, headers }),
    onSuccess: () => refresh(queryClient),
  });
}
