import { NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InboundShipment } from '@cabinet/contracts/warehouse-stock';

interface Props {
  lines: InboundShipment['lines'];
  /** Units counted a SKU; a SKU not counted yet has none (the field starts empty: nothing is taken as counted). */
  counted: Record<string, number>;
  /** Nothing to count: the shipment is not (or no longer) receivable here. */
  disabled: boolean;
  /** A new count, or null when the field is emptied. */
  onCount: (sku: string, quantity: number | null) => void;
}

/** A shipment's lines at the warehouse: expected, received so far, and what was counted now. */
export function InboundLinesTable({ lines, counted, disabled, onCount }: Props) {
  const { t } = useTranslation('warehouse-stock');
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ops.inbound.product')}</Table.Th>
          <Table.Th ta="right">{t('ops.inbound.expected')}</Table.Th>
          <Table.Th ta="right">{t('ops.inbound.received_so_far')}</Table.Th>
          <Table.Th>{t('ops.inbound.counted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.product_id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {line.sku}
              </Text>
              <Text size="xs">{line.title_en}</Text>
            </Table.Td>
            <Table.Td ta="right">{line.expected}</Table.Td>
            <Table.Td ta="right">{line.received}</Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={t('ops.inbound.counted_of', { sku: line.sku })}
                w={110}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                disabled={disabled}
                placeholder={String(line.expected)}
                value={counted[line.sku] ?? ''}
                onChange={(value) => onCount(line.sku, value === '' ? null : Number(value) || 0)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
