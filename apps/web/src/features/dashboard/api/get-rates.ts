import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rates } from '@cabinet/contracts/reference';
import { api } from '../../../shared/api/client.ts';

export const ratesKeys = { all: ['rates'] as const };

/** GET /info/rates: today's official rates against the hryvnia. */
export const getRates = (signal?: AbortSignal) => api.get<Rates>('/info/rates', { signal });

// Rates change once a day; ten minutes of cache keeps the dashboard instant when the user comes back.
export const ratesQuery = () =>
  queryOptions({ queryKey: ratesKeys.all, queryFn: ({ signal }) => getRates(signal), staleTime: 10 * 60_000 });

export const useRates = () => useQuery(ratesQuery());
