import { useQuery } from '@tanstack/react-query';
import { referenceApi } from '@cabinet/contracts/reference';
import type { Language } from '@cabinet/contracts/common';
import { call } from '../../../shared/api/call.ts';
import { addressKeys } from './address-keys.ts';

/**
 * The form's country list in the interface language: senders may live anywhere (every country), recipients only
 * where we ship.
 */
export const useCountries = (list: 'all' | 'shipping', lang: Language) =>
  useQuery({
    queryKey: addressKeys.countries(list, lang),
    queryFn: ({ signal }) =>
      call(list === 'all' ? referenceApi.countries : referenceApi.shippingCountries, { query: { lang }, signal }),
    select: (data) => data.countries,
    staleTime: Infinity,
  });

/** A country's states or regions: US states, Ukrainian regions; other countries have no list. */
export const useStates = (country: string, lang: Language, enabled: boolean) =>
  useQuery({
    queryKey: addressKeys.states(country, lang),
    queryFn: ({ signal }) => call(referenceApi.states, { params: { country }, query: { lang }, signal }),
    select: (data) => data.states,
    enabled: enabled && /^[A-Z]{2}$/.test(country),
    staleTime: Infinity,
  });
