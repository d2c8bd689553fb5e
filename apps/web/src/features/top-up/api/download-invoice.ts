import { useMutation } from '@tanstack/react-query';
import { topUpsApi, type TopUp } from '@cabinet/contracts/top-up';
import { download } from '../../../shared/api/call.ts';
import { saveFile } from '../../../shared/lib/download.ts';

/** A bank transfer's invoice PDF, saved as a file in the interface language. */
export async function downloadInvoice(topUp: Pick<TopUp, 'id' | 'reference'>): Promise<void> {
  const pdf = await download(topUpsApi.invoicePdf, { params: { id: topUp.id } });
  saveFile(pdf, `invoice-${topUp.reference}.pdf`);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
