import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { usePendingTransfers } from '../api/get-top-ups.ts';
import { moneyText } from './money-text.ts';

/** Invoices for bank transfers the seller has not paid yet, each downloadable again. Hidden when there are none. */
export function PendingTransfers() {
  const { t } = useTranslation('money-in');
  const list = usePendingTransfers();
  const download = useDownloadInvoice();
  const rows = list.data?.top_ups ?? [];
  if (rows.length === 0) return null;
  return (
    <ListCard title={t('bank.pending_title')} caption={t('bank.pending_caption')}>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bank.created')}</Table.Th>
              <Table.Th>{t('bank.reference')}</Table.Th>
              <Table.Th ta="right">{t('bank.amount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
                <Table.Td>{row.reference}</Table.Td>
                <Table.Td ta="right">{moneyText(row.total)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`${t('bank.download')}: ${row.reference}`}
                    onClick={() => download.mutate(row, { onError: (error) => notifyError(errorMessage(error, t)) })}
                  >
                    {t('bank.pdf')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListCard>
  );
}
