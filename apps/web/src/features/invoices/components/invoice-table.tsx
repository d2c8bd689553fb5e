import type { ReactNode } from 'react';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/money-invoices';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { invoiceUrl } from '../../../shared/lib/paths.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** Invoices as a table: number (a link to the invoice), title, dates, total, status, and an optional action. */
export function InvoiceTable({ invoices, action }: { invoices: Invoice[]; action?: (invoice: Invoice) => ReactNode }) {
  const { t } = useTranslation('invoices');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('columns.issued')}</Table.Th>
            <Table.Th>{t('columns.due')}</Table.Th>
            <Table.Th ta="right">{t('columns.total')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            {action && <Table.Th aria-label={t('columns.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Anchor component={Link} to={invoiceUrl(invoice.id)} fw={600}>
                  {invoice.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {invoice.title}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(invoice.created_at)}</Table.Td>
              <Table.Td>{formatDate(invoice.due_date)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(invoice.total)}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge invoice={invoice} />
              </Table.Td>
              {action && <Table.Td ta="right">{action(invoice)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
