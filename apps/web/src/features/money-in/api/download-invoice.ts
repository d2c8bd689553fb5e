import { useMutation } from '@tanstack/react-query';
import type { TopUp } from '@cabinet/contracts/money-in';
import { apiDownload } from '../../../shared/api/client.ts';
import { saveFile } from '../../../shared/lib/download.ts';

/** GET /money-in/top-ups/:id/invoice.pdf, saved as a file in the interface language. */
export async function downloadInvoice(topUp: Pick<TopUp, 'id' | 'reference'>): Promise<void> {
  const pdf = await apiDownload(`/money-in/top-ups/${topUp.id}/invoice.pdf`);
  saveFile(pdf, `invoice-${topUp.reference}.pdf`);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
