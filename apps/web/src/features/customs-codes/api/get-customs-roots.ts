import { useQuery } from '@tanstack/react-query';
import { customsCodesApi } from '@cabinet/contracts/customs-codes';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/** The chapters, where tree browsing starts. */
export const useCustomsRoots = (lang: Language, enabled = true) =>
  useQuery({
    queryKey: customsCodeKeys.roots(lang),
    queryFn: ({ signal }) => call(customsCodesApi.roots, { query: { lang }, signal }),
    select: (data) => data.codes,
    staleTime: Infinity,
    enabled,
  });
