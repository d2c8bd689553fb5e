import { useQuery } from '@tanstack/react-query';
import { queuesApi } from '@cabinet/contracts/queues';
import { call } from '../../../shared/api/call.ts';

export const queueKeys = { all: ['ops-queues'] as const };

/** What waits at each desk the operator's roles open; fresh each minute while the page is open. */
export const useQueues = () =>
  useQuery({
    queryKey: queueKeys.all,
    queryFn: ({ signal }) => call(queuesApi.list, { signal }),
    refetchInterval: 60_000,
  });
