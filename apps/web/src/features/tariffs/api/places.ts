import { useQuery } from '@tanstack/react-query';
import { referenceApi } from '@cabinet/contracts/reference';
import { call } from '../../../shared/api/call.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import { calculatorKeys } from './calculator-keys.ts';

// The interface language names the lists' language; were it none of ours, the API would answer in the request's.
const langQuery = (lang: string) => ({ lang: isLanguage(lang) ? lang : undefined });

/** Where we ship, in the interface language. */
export const useShippingCountries = (lang: string) =>
  useQuery({
    queryKey: calculatorKeys.countries(lang),
    queryFn: ({ signal }) => call(referenceApi.shippingCountries, { query: langQuery(lang), signal }),
    select: (data) => data.countries,
    staleTime: Infinity,
  });

/** The US states (the calculator asks for one on a US destination). */
export const useUsStates = (lang: string, enabled: boolean) =>
  useQuery({
    queryKey: calculatorKeys.states('US', lang),
    queryFn: ({ signal }) => call(referenceApi.states, { params: { country: 'US' }, query: langQuery(lang), signal }),
    select: (data) => data.states,
    enabled,
    staleTime: Infinity,
  });
