import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentBody, JournalResult, MoneySettingsBody, OpsAccountDetail } from '@cabinet/contracts/money';
import { api } from '../../../shared/api/client.ts';
import { opsAccountKeys } from './ops-account-keys.ts';

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: opsAccountKeys.all });

/** POST /ops/money/accounts/:id/adjustments (idempotent): a credit or debit with a reason. */
export function useAdjustBalance(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: AdjustmentBody; headers: Record<string, string> }) =>
      api.post<JournalResult>(`/ops/money/accounts/${accountId}/adjustments`, body, { headers }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /ops/money/accounts/:id/settings: minimum balance and the withdrawal block. */
export function useSaveMoneySettings(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) =>
      api.put<OpsAccountDetail>(`/ops/money/accounts/${accountId}/settings`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /ops/money/journals/:id/reverse (idempotent): the journal's mirror image. */
export function useReverseJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ journalId, headers }: { journalId: number; headers: Record<string, string> }) =>
      api.post<JournalResult>(`/ops/money/journals/${journalId}/reverse`, undefined, { headers }),
    onSuccess: () => refresh(queryClient),
  });
}
