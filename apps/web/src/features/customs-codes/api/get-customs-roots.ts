import { useQuery } from '@tanstack/react-query';
import type { CustomsCodeList } from '@cabinet/contracts/customs-codes';
import { api } from '../../../shared/api/client.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/** GET /v2/products/uktved/roots: the chapters, where tree browsing starts. */
export const useCustomsRoots = (lang: Language, enabled = true) =>
  useQuery({
    queryKey: customsCodeKeys.roots(lang),
    queryFn: ({ signal }) => api.get<CustomsCodeList>(`/v2/products/uktved/roots?lang=${lang}`, { signal }),
    select: (data) => data.codes,
    staleTime: Infinity,
    enabled,
  });
