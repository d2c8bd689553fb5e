import { queryOptions, useQuery } from '@tanstack/react-query';
import { usSuiteApi } from '@cabinet/contracts/us-suite';
import { call } from './call.ts';

/** The seller's US address (issue 24): the dashboard and the purchase pages show it. It changes only with the config. */
export const usSuiteKeys = { all: ['us-suite'] as const };

export const usSuiteQuery = () =>
  queryOptions({
    queryKey: usSuiteKeys.all,
    queryFn: ({ signal }) => call(usSuiteApi.mine, { signal }),
    staleTime: 60 * 60_000,
  });

export const useUsSuite = () => useQuery(usSuiteQuery());
