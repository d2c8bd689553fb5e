import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayBody, PayResult, PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

const payPath = (code: string) => `/pay/${encodeURIComponent(code)}`;

/** GET /pay/:code (public): who is paid, what for, how much, and whether it can be paid now. */
export const getPublicLink = (code: string, signal?: AbortSignal) =>
  api.get<PublicPaymentLink>(payPath(code), { signal, skipSessionHandling: true });

export const usePublicLink = (code: string) =>
  useQuery({
    queryKey: paymentLinkKeys.publicLink(code),
    queryFn: ({ signal }) => getPublicLink(code, signal),
    retry: false,
  });

/** POST /pay/:code (public, idempotent): the buyer pays with a card. */
export function usePayLink(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: PayBody; headers: Record<string, string> }) =>
      api.post<PayResult>(payPath(code), body, { headers, skipSessionHandling: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.publicLink(code) }),
  });
}
