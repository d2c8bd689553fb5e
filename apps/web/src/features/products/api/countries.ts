import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Option } from '@cabinet/contracts/common';
import { api } from '../../../shared/api/client.ts';

/** GET /info/countries/: every country in the interface language (a manufacturer's country of origin). */
export function useCountryOptions(): Option[] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const countries = useQuery({
    queryKey: ['products', 'countries', lang],
    queryFn: ({ signal }) =>
      api.get<{ countries: Option[] }>(`/info/countries/?lang=${encodeURIComponent(lang)}`, { signal }),
    select: (data) => data.countries,
    staleTime: Infinity,
  });
  return countries.data ?? [];
}
