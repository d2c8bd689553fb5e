import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';

type Line = Invoice['lines'][number] & { no: number };

/** The lines of an invoice (description, quantity, unit price, amount) and its total; on a phone, a card a line. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const columns: DataColumn<Line>[] = [
    { id: 'no', header: t('columns.line_no'), cell: (line) => line.no },
    { id: 'description', header: t('columns.description'), keyFact: true, rowHeader: true, cell: (l) => l.description },
    { id: 'quantity', header: t('columns.quantity'), align: 'right', cell: (line) => line.quantity },
    { id: 'unit_price', header: t('columns.unit_price'), align: 'right', cell: (l) => formatMoney(l.unit_price) },
    { id: 'amount', header: t('columns.amount'), keyFact: true, align: 'right', cell: (l) => formatMoney(l.amount) },
  ];
  return (
    <DataTable
      label={t('detail.lines')}
      columns={columns}
      rows={invoice.lines.map((line, i) => ({ ...line, no: i + 1 }))}
      rowKey={(line) => line.no}
      footer={{
        description: t('columns.total'),
        amount: (
          <Text fw={700} data-testid="invoice-total">
            {formatMoney(invoice.total)}
          </Text>
        ),
      }}
    />
  );
}
