import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { invoiceUrl } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

interface Props {
  invoices: Invoice[];
  /** Names the table for screen readers. */
  label: string;
  action?: (invoice: Invoice) => ReactNode;
}

/** Invoices as a table: number (a link to the invoice), title, dates, total, status, and an optional action. */
export function InvoiceTable({ invoices, label, action }: Props) {
  const { t } = useTranslation('invoices');
  const columns: (DataColumn<Invoice> | undefined)[] = [
    {
      id: 'number',
      header: t('columns.number'),
      keyFact: true,
      cell: (invoice) => (
        <Anchor component={Link} to={invoiceUrl(invoice.id)} fw={600}>
          {invoice.number}
        </Anchor>
      ),
    },
    {
      id: 'title',
      header: t('columns.title'),
      cell: (invoice) => (
        <Text size="sm" lineClamp={2}>
          {invoice.title}
        </Text>
      ),
    },
    { id: 'issued', header: t('columns.issued'), cell: (invoice) => formatDate(invoice.created_at) },
    { id: 'due', header: t('columns.due'), cell: (invoice) => formatDate(invoice.due_date) },
    {
      id: 'total',
      header: t('columns.total'),
      keyFact: true,
      align: 'right',
      cell: (invoice) => (
        <Text size="sm" fw={600} span>
          {formatMoney(invoice.total)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
    },
    action && { id: 'actions', header: t('columns.actions'), action: true, align: 'right', cell: action },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      minWidth={720}
      verticalSpacing="xs"
    />
  );
}
