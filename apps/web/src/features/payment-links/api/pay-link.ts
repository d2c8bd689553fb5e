import { useMutation, useQuery } from '@tanstack/react-query';
import type { PayStartBody, PayStartResult, PayStatus, PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { api } from '../../../shared/api/client.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

const payPath = (code: string) => `/pay/${encodeURIComponent(code)}`;

/** How often the return pages ask whether the provider has confirmed the payment. */
export const POLL_INTERVAL_MS = 2_000;
/** A page left open on a checkout nobody pays stops asking after this many answers (about ten minutes). */
const POLL_LIMIT = 300;

/** GET /pay/:code (public): who is paid, what for, how much, and whether it can be paid now. */
export const getPublicLink = (code: string, signal?: AbortSignal) =>
  api.get<PublicPaymentLink>(payPath(code), { signal, skipSessionHandling: true });

export const usePublicLink = (code: string) =>
  useQuery({
    queryKey: paymentLinkKeys.publicLink(code),
    queryFn: ({ signal }) => getPublicLink(code, signal),
    retry: false,
  });

/**
 * POST /pay/:code (public): opens a checkout at the payments provider (or gives the buyer's open one again) and
 * answers with its hosted page. Safe to repeat, so it needs no Idempotency-Key; no card detail is ever sent.
 */
export const useStartPayment = (code: string) =>
  useMutation({
    mutationFn: (body: PayStartBody) => api.post<PayStartResult>(payPath(code), body, { skipSessionHandling: true }),
  });

/** GET /pay/:code/payments/:reference, asked again while pending: the webhook may come after the buyer is back. */
export const usePaymentStatus = (code: string, reference: string) =>
  useQuery({
    queryKey: paymentLinkKeys.payment(code, reference),
    queryFn: ({ signal }) =>
      api.get<PayStatus>(`${payPath(code)}/payments/${encodeURIComponent(reference)}`, {
        signal,
        skipSessionHandling: true,
      }),
    enabled: reference !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < POLL_LIMIT ? POLL_INTERVAL_MS : false,
  });
