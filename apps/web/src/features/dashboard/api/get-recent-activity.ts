import { useQuery } from '@tanstack/react-query';
import type { BalanceLog } from '@cabinet/contracts/money';
import { api } from '../../../shared/api/client.ts';

/** The five latest movements of the balance (GET /money/balance-log), refreshed with the money logs. */
export const useRecentActivity = (enabled: boolean) =>
  useQuery({
    queryKey: ['money-logs', 'recent'],
    queryFn: ({ signal }) => api.get<BalanceLog>('/money/balance-log?on_page=5', { signal }),
    enabled,
  });
