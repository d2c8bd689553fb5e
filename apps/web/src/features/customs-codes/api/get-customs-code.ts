import { useQuery } from '@tanstack/react-query';
import type { CustomsCodeNode } from '@cabinet/contracts/customs-codes';
import { api } from '../../../shared/api/client.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { customsCodeKeys } from './customs-code-keys.ts';

/** GET /v2/products/uktved/{id}: one code with its ancestors and direct children (`null` id: nothing asked). */
export const useCustomsCode = (id: string | null, lang: Language) =>
  useQuery({
    queryKey: customsCodeKeys.node(id ?? '', lang),
    queryFn: ({ signal }) =>
      api.get<CustomsCodeNode>(`/v2/products/uktved/${encodeURIComponent(id ?? '')}?lang=${lang}`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
