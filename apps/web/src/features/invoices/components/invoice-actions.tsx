import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { downloadInvoicePdf } from '../api/get-invoice.ts';
import { useRemoveInvoice } from '../api/pay-invoice.ts';
import { usePayWithConfirmation } from './use-pay-with-confirmation.tsx';

/**
 * What the seller can do with one invoice: pay an unpaid one (after a confirmation showing the balance after),
 * download it as PDF, remove a paid or cancelled one from the list.
 */
export function InvoiceActions({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const pay = usePayWithConfirmation();
  const remove = useRemoveInvoice();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadInvoicePdf(invoice.id), `${invoice.number}.pdf`);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  };

  const removeFromList = async () => {
    try {
      await confirm({
        title: t('remove.title', { number: invoice.number }),
        message: t('remove.text'),
        actions: [{ label: t('remove.confirm'), color: 'red', handler: () => remove.mutateAsync(invoice.id) }],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    notifySuccess(t('remove.done', { number: invoice.number }));
    void navigate(paths.invoices);
  };

  return (
    <Group gap="sm">
      {invoice.status === 'unpaid' && canWrite && (
        <Button onClick={() => void pay.run(invoice)} disabled={!pay.ready} loading={pay.pending}>
          {t('pay.button')}
        </Button>
      )}
      <Button variant="default" onClick={() => void download()} loading={downloading}>
        {t('detail.download_pdf')}
      </Button>
      {invoice.status !== 'unpaid' && canWrite && (
        <Button variant="subtle" color="red" onClick={() => void removeFromList()}>
          {t('remove.button')}
        </Button>
      )}
    </Group>
  );
}
