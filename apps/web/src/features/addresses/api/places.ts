import { useQuery } from '@tanstack/react-query';
import type { Option } from '@cabinet/contracts/common';
import { api } from '../../../shared/api/client.ts';
import { addressKeys } from './address-keys.ts';

/**
 * The form's country list in the interface language: senders may live anywhere (GET /info/countries/),
 * recipients only where we ship (GET /shipping/get_countries).
 */
export const useCountries = (list: 'all' | 'shipping', lang: string) =>
  useQuery({
    queryKey: addressKeys.countries(list, lang),
    queryFn: ({ signal }) =>
      api.get<{ countries: Option[] }>(
        `${list === 'all' ? '/info/countries/' : '/shipping/get_countries'}?lang=${encodeURIComponent(lang)}`,
        { signal },
      ),
    select: (data) => data.countries,
    staleTime: Infinity,
  });

/** GET /shipping/get_states/{country}: US states, Ukrainian regions; other countries have no list. */
export const useStates = (country: string, lang: string, enabled: boolean) =>
  useQuery({
    queryKey: addressKeys.states(country, lang),
    queryFn: ({ signal }) =>
      api.get<{ states: Option[] }>(
        `/shipping/get_states/${encodeURIComponent(country)}?lang=${encodeURIComponent(lang)}`,
        { signal },
      ),
    select: (data) => data.states,
    enabled: enabled && /^[A-Z]{2}$/.test(country),
    staleTime: Infinity,
  });
