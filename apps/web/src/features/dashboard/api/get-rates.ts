import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApi } from '@cabinet/contracts/reference';
import { call } from '../../../shared/api/call.ts';

export const ratesKeys = { all: ['rates'] as const };

/** Today's official rates against the hryvnia. */
export const getRates = (signal?: AbortSignal) => call(referenceApi.rates, { signal });

// Rates change once a day; ten minutes of cache keeps the dashboard instant when the user comes back.
export const ratesQuery = () =>
  queryOptions({ queryKey: ratesKeys.all, queryFn: ({ signal }) => getRates(signal), staleTime: 10 * 60_000 });

export const useRates = () => useQuery(ratesQuery());
