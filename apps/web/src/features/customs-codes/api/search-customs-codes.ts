import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomsCodeList } from '@cabinet/contracts/customs-codes';
import { api } from '../../../shared/api/client.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/**
 * GET /v2/products/uktved?title: leading digits find codes by prefix, words find titles (any language held).
 * Callers pass an already throttled text (§9), so every keystroke does not become a request.
 */
export const useCustomsSearch = (title: string, lang: Language, selectableOnly: boolean) =>
  useQuery({
    queryKey: customsCodeKeys.search(title, lang, selectableOnly),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ title, lang, selectable_only: String(selectableOnly) });
      return api.get<CustomsCodeList>(`/v2/products/uktved?${query}`, { signal });
    },
    select: (data) => data.codes,
    enabled: title.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
