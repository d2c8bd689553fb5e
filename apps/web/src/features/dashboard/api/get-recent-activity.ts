import { useQuery } from '@tanstack/react-query';
import { balanceApi } from '@cabinet/contracts/money';
import { call } from '../../../shared/api/call.ts';
import { moneyLogKeys } from '../../../shared/api/balance.ts';

/** The five latest movements of the balance (the balance log), refreshed with the money logs. */
export const useRecentActivity = (enabled: boolean) =>
  useQuery({
    queryKey: moneyLogKeys.recent(),
    queryFn: ({ signal }) => call(balanceApi.balanceLog, { query: { on_page: 5 }, signal }),
    enabled,
  });
