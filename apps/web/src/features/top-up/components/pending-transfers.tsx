import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { usePendingTransfers } from '../api/get-top-ups.ts';
import { moneyText } from './money-text.ts';

/** Invoices for bank transfers the seller has not paid yet, each downloadable again. Hidden when there are none. */
export function PendingTransfers() {
  const { t } = useTranslation('top-up');
  const list = usePendingTransfers();
  const download = useDownloadInvoice();
  const rows = list.data?.top_ups ?? [];
  if (rows.length === 0) return null;
  return (
    <ListCard title={t('bank.pending_title')} caption={t('bank.pending_caption')}>
      <DataTable
        label={t('bank.pending_title')}
        columns={[
          { id: 'created', header: t('bank.created'), cell: (row) => formatDate(row.created_at) },
          { id: 'reference', header: t('bank.reference'), keyFact: true, cell: (row) => row.reference },
          {
            id: 'amount',
            header: t('bank.amount'),
            keyFact: true,
            align: 'right',
            cell: (row) => moneyText(row.total),
          },
          {
            id: 'download',
            header: t('bank.download'),
            action: true,
            align: 'right',
            cell: (row) => (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`${t('bank.download')}: ${row.reference}`}
                onClick={() => download.mutate(row, { onError: (error) => notifyError(errorMessage(error, t)) })}
              >
                {t('bank.pdf')}
              </Button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={520}
        striped={false}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
