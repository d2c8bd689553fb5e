import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  normaliseQuery,
  objectToSearchParams,
  searchParamsToObject,
  type NormalisedQuery,
  type QueryFieldTypes,
} from './query-normalisation.ts';

/**
 * A list's filters kept in the URL search params, so that a filtered list survives a reload and can be shared.
 * `defaults` apply while the URL does not name a field; every write is normalised (§5), so empty filters vanish
 * from the address.
 */
export function useListFilters<T extends NormalisedQuery>(types: QueryFieldTypes, defaults: Partial<T> = {}) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const filters = useMemo(
    () => ({ ...defaults, ...normaliseQuery(searchParamsToObject(new URLSearchParams(key)), types) }) as T,
    // `types` and `defaults` are configuration: read once per URL change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const setFilters = useCallback(
    (next: Partial<Record<keyof T, unknown>>, options: { replace?: boolean } = {}) => {
      setParams((current) => {
        const merged = { ...searchParamsToObject(current), ...next };
        return objectToSearchParams(normaliseQuery(merged, types));
      }, options);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  const resetFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, setFilters, resetFilters };
}
