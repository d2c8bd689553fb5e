import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customsCodesApi } from '@cabinet/contracts/customs-codes';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/**
 * Leading digits find codes by prefix, words find titles (any language held).
 * Callers pass an already throttled text (§9), so every keystroke does not become a request.
 */
export const useCustomsSearch = (title: string, lang: Language, selectableOnly: boolean) =>
  useQuery({
    queryKey: customsCodeKeys.search(title, lang, selectableOnly),
    queryFn: ({ signal }) =>
      call(customsCodesApi.search, {
        query: { title, lang, selectable_only: selectableOnly ? 'true' : 'false' },
        signal,
      }),
    select: (data) => data.codes,
    enabled: title.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
