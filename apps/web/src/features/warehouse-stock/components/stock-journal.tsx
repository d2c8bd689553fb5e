import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useMovements } from '../api/ops-warehouse.ts';

/** The item's journal: its movements in and out of stock and on the way, why, the note, and the operator. */
export function StockJournal({ itemId }: { itemId: number }) {
  const { t } = useTranslation('warehouse-stock');
  const movements = useMovements(itemId, { page: 1, on_page: 50 });
  return (
    <Table verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ops.item.when')}</Table.Th>
          <Table.Th>{t('ops.item.why')}</Table.Th>
          <Table.Th ta="right">{t('ops.item.in_stock')}</Table.Th>
          <Table.Th ta="right">{t('ops.item.on_the_way')}</Table.Th>
          <Table.Th>{t('ops.item.note')}</Table.Th>
          <Table.Th>{t('ops.item.operator')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movements.data?.movements.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
            <Table.Td>{t(`ops.reason.${m.reason}`)}</Table.Td>
            <Table.Td ta="right">{m.in_stock_delta}</Table.Td>
            <Table.Td ta="right">{m.on_the_way_delta}</Table.Td>
            <Table.Td>{m.note}</Table.Td>
            <Table.Td>{m.operator ? m.operator.name || m.operator.email : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
