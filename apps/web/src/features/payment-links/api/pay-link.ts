import { useMutation, useQuery } from '@tanstack/react-query';
import { payApi, type PayStartBody } from '@cabinet/contracts/payment-links';
import { call } from '../../../shared/api/call.ts';
import { paymentLinkKeys } from './payment-link-keys.ts';

/** How often the return pages ask whether the provider has confirmed the payment. */
export const POLL_INTERVAL_MS = 2_000;
/** A page left open on a checkout nobody pays stops asking after this many answers (about ten minutes). */
const POLL_LIMIT = 300;

/** The public link: who is paid, what for, how much, and whether it can be paid now. */
export const getPublicLink = (code: string, signal?: AbortSignal) =>
  call(payApi.view, { params: { code }, signal, skipSessionHandling: true });

export const usePublicLink = (code: string) =>
  useQuery({
    queryKey: paymentLinkKeys.publicLink(code),
    queryFn: ({ signal }) => getPublicLink(code, signal),
    retry: false,
  });

/**
 * Opens a checkout at the payments provider (or gives the buyer's open one again) and
 * answers with its hosted page. Safe to repeat, so it needs no Idempotency-Key; no card detail is ever sent.
 */
export const useStartPayment = (code: string) =>
  useMutation({
    mutationFn: (body: PayStartBody) => call(payApi.start, { params: { code }, body, skipSessionHandling: true }),
  });

/** A started payment's status, asked again while pending: the webhook may come after the buyer is back. */
export const usePaymentStatus = (code: string, reference: string) =>
  useQuery({
    queryKey: paymentLinkKeys.payment(code, reference),
    queryFn: ({ signal }) => call(payApi.status, { params: { code, reference }, signal, skipSessionHandling: true }),
    enabled: reference !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < POLL_LIMIT ? POLL_INTERVAL_MS : false,
  });
