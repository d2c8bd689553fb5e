import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lostPaymentsApi } from '@cabinet/contracts/lost-payments';
import { call, download } from '../../../shared/api/call.ts';
import { lostPaymentKeys } from './lost-payment-keys.ts';

const ON_PAGE = 10;

/** Open unidentified payments, the payer masked. */
export const useLostPayments = (page: number) =>
  useQuery({
    queryKey: lostPaymentKeys.open(page),
    queryFn: ({ signal }) => call(lostPaymentsApi.list, { query: { page, on_page: ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The seller's own claims and their decisions. */
export const useMyClaims = (page: number) =>
  useQuery({
    queryKey: lostPaymentKeys.claims(page),
    queryFn: ({ signal }) => call(lostPaymentsApi.claims, { query: { page, on_page: ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** A claim (multipart): a comment and up to 5 proof files. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, comment, files }: { paymentId: number; comment: string; files: File[] }) => {
      const form = new FormData();
      form.append('comment', comment);
      for (const file of files) form.append('files', file, file.name);
      return call(lostPaymentsApi.claim, { params: { id: paymentId }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.all }),
  });
}

/** A proof file of one of the seller's claims. */
export const downloadMyClaimFile = (claimId: number, fileId: number) =>
  download(lostPaymentsApi.file, { params: { id: claimId, fileId } });
