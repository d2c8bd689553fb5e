import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Option } from '@cabinet/contracts/common';
import { referenceApi } from '@cabinet/contracts/reference';
import { call } from '../../../shared/api/call.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { productKeys } from './product-keys.ts';

/** Every country in the interface language (a manufacturer's country of origin). */
export function useCountryOptions(): Option[] {
  useTranslation(); // a language switch re-renders, and the key below asks for the new list
  const lang = currentLanguage();
  const countries = useQuery({
    queryKey: productKeys.countries(lang),
    queryFn: ({ signal }) => call(referenceApi.countries, { query: { lang }, signal }),
    select: (data) => data.countries,
    staleTime: Infinity,
  });
  return countries.data ?? [];
}
