import { useQuery } from '@tanstack/react-query';
import { customsCodesApi } from '@cabinet/contracts/customs-codes';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/** One code with its ancestors and direct children (`null` id: nothing asked). */
export const useCustomsCode = (id: string | null, lang: Language) =>
  useQuery({
    queryKey: customsCodeKeys.node(id ?? '', lang),
    queryFn: ({ signal }) => call(customsCodesApi.node, { params: { id: id ?? '' }, query: { lang }, signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
