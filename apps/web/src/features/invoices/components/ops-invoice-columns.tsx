import { Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsInvoice } from '@cabinet/contracts/invoices';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The issued invoices as operators read them: number, seller, what for, due, total, status; an unpaid one can be cancelled. */
export function opsInvoiceColumns(t: TFunction, onCancel: (invoice: OpsInvoice) => void): DataColumn<OpsInvoice>[] {
  return [
    {
      id: 'number',
      header: t('columns.number'),
      keyFact: true,
      cell: (invoice) => (
        <Text size="sm" fw={600} span>
          {invoice.number}
        </Text>
      ),
    },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (invoice) => (
        <SellerLink
          seller={{ account_id: invoice.account_id, name: invoice.account_name, email: invoice.account_email }}
        />
      ),
    },
    { id: 'title', header: t('columns.title'), cell: (invoice) => invoice.title },
    { id: 'due', header: t('columns.due'), cell: (invoice) => formatDate(invoice.due_date) },
    {
      id: 'total',
      header: t('columns.total'),
      keyFact: true,
      align: 'right',
      cell: (invoice) => formatMoney(invoice.total),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      action: true,
      align: 'right',
      cell: (invoice) =>
        invoice.status === 'unpaid' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(invoice)}>
            {t('ops.cancel')}
          </Button>
        ),
    },
  ];
}
