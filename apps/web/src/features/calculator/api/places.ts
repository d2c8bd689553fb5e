import { useQuery } from '@tanstack/react-query';
import type { Option } from '@cabinet/contracts/common';
import { api } from '../../../shared/api/client.ts';
import { calculatorKeys } from './calculator-keys.ts';

/** GET /shipping/get_countries: where we ship, in the interface language. */
export const useShippingCountries = (lang: string) =>
  useQuery({
    queryKey: calculatorKeys.countries(lang),
    queryFn: ({ signal }) =>
      api.get<{ countries: Option[] }>(`/shipping/get_countries?lang=${encodeURIComponent(lang)}`, { signal }),
    select: (data) => data.countries,
    staleTime: Infinity,
  });

/** GET /shipping/get_states/US: the US states (the calculator asks for one on a US destination). */
export const useUsStates = (lang: string, enabled: boolean) =>
  useQuery({
    queryKey: calculatorKeys.states('US', lang),
    queryFn: ({ signal }) =>
      api.get<{ states: Option[] }>(`/shipping/get_states/US?lang=${encodeURIComponent(lang)}`, { signal }),
    select: (data) => data.states,
    enabled,
    staleTime: Infinity,
  });
