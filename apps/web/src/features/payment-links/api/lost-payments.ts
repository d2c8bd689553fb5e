import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimList, LostPaymentList } from '@cabinet/contracts/lost-payments';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { lostPaymentKeys } from './payment-link-keys.ts';

const ON_PAGE = 10;

/** GET /lost-payments: open unidentified payments, the payer masked. */
export const useLostPayments = (page: number) =>
  useQuery({
    queryKey: lostPaymentKeys.open(page),
    queryFn: ({ signal }) => api.get<LostPaymentList>(`/lost-payments?page=${page}&on_page=${ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /lost-payments/claims: the seller's own claims and their decisions. */
export const useMyClaims = (page: number) =>
  useQuery({
    queryKey: lostPaymentKeys.claims(page),
    queryFn: ({ signal }) => api.get<ClaimList>(`/lost-payments/claims?page=${page}&on_page=${ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /lost-payments/:id/claims (multipart): a comment and up to 5 proof files. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, comment, files }: { paymentId: number; comment: string; files: File[] }) => {
      const form = new FormData();
      form.append('comment', comment);
      for (const file of files) form.append('files', file, file.name);
      return api.post<Claim>(`/lost-payments/${paymentId}/claims`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.all }),
  });
}

/** A proof file of one of the seller's claims. */
export const downloadMyClaimFile = (claimId: number, fileId: number) =>
  apiDownload(`/lost-payments/claims/${claimId}/files/${fileId}`);
