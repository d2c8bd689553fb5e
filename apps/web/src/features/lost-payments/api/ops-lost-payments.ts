import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lostPaymentsOpsApi,
  type ClaimStatus,
  type UnidentifiedPaymentCreateBody,
} from '@cabinet/contracts/lost-payments';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { call, download } from '../../../shared/api/call.ts';
import { lostPaymentKeys } from './lost-payment-keys.ts';

/** Registered unidentified payments, by status. */
export const useOpsUnidentifiedPayments = (q: { page: number; status?: 'open' | 'assigned' }) =>
  useQuery({
    queryKey: lostPaymentKeys.opsPayments(q),
    queryFn: ({ signal }) => call(lostPaymentsOpsApi.payments, { query: { ...q, on_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every seller's claims, by status. */
export const useOpsClaims = (q: { page: number; status?: ClaimStatus }) =>
  useQuery({
    queryKey: lostPaymentKeys.opsClaims(q),
    queryFn: ({ signal }) => call(lostPaymentsOpsApi.claims, { query: { ...q, on_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Registers a payment nobody has claimed yet (idempotent). */
export function useRegisterUnidentifiedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: UnidentifiedPaymentCreateBody; headers: Record<string, string> }) =>
      call(lostPaymentsOpsApi.register, { body, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.opsAll }),
  });
}

/** Approves a claim (idempotent) or rejects it with a reason. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason = '',
      headers,
    }: {
      id: number;
      action: 'approve' | 'reject';
      reason?: string;
      headers?: Record<string, string>;
    }) =>
      action === 'reject'
        ? call(lostPaymentsOpsApi.reject, { params: { id }, body: { reason }, headers })
        : call(lostPaymentsOpsApi.approve, { params: { id }, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.opsAll }),
  });
}

/** A claim's proof file, as the operator opens it. */
export const downloadOpsClaimFile = (claimId: number, fileId: number) =>
  download(lostPaymentsOpsApi.file, { params: { id: claimId, fileId } });

/** Sellers found by name or e-mail (the money desk's search), once the operator asks. */
export const useSellerSearch = (term: string) =>
  useQuery({
    queryKey: lostPaymentKeys.opsSellers(term),
    queryFn: ({ signal }) => call(moneyOpsApi.accounts, { query: { search: term, on_page: 10 }, signal }),
    enabled: term.length > 0,
  });

/** Credits a payment to the chosen seller and closes it (idempotent: one key per opening of the dialog). */
export function useAssignPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accountId, headers }: { id: number; accountId: number; headers: Record<string, string> }) =>
      call(lostPaymentsOpsApi.assign, { params: { id }, body: { account_id: accountId }, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.opsAll }),
  });
}
