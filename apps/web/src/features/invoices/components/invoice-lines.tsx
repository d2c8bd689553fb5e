import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/money-invoices';
import { formatMoney } from '../../../shared/lib/format.ts';

/** The lines of an invoice (description, quantity, unit price, amount) and its total. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t('detail.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t('columns.line_no')}</Table.Th>
            <Table.Th>{t('columns.description')}</Table.Th>
            <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('columns.unit_price')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.unit_price)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} ta="right">
              {t('columns.total')}
            </Table.Th>
            <Table.Th ta="right">
              <Text fw={700} data-testid="invoice-total">
                {formatMoney(invoice.total)}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
