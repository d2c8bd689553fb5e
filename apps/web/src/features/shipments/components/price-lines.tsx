import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';

/** A price item by item (delivery, insurance, to-hands, …) and its total. */
export function PriceLines({ price }: { price: PriceBreakdown }) {
  const { t } = useTranslation('shipments');
  return (
    <Table withRowBorders={false}>
      <Table.Tbody>
        {price.lines.map((line) => (
          <Table.Tr key={line.code}>
            <Table.Td>{t(`price_lines.${line.code}`)}</Table.Td>
            <Table.Td ta="right">{formatMoney(line.price)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>{t('quote.total')}</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatMoney(price.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
