import { NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockProduct } from '@cabinet/contracts/warehouse-stock';
import { productTitle } from './product-title.ts';

interface Props {
  /** The products with units available to dispose of. */
  products: StockProduct[];
  quantities: Record<number, number>;
  onChange: (productId: number, quantity: number) => void;
}

/** How many units of each product to dispose of: at most what is available. */
export function DisposalQuantities({ products, quantities, onChange }: Props) {
  const { t, i18n } = useTranslation('warehouse-stock');
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.product')}</Table.Th>
          <Table.Th ta="right">{t('list.available')}</Table.Th>
          <Table.Th>{t('disposal.quantity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {p.sku}
              </Text>
              <Text size="xs">{productTitle(p, i18n.language)}</Text>
            </Table.Td>
            <Table.Td ta="right">{p.available}</Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={t('disposal.quantity_of', { sku: p.sku })}
                w={110}
                min={0}
                max={p.available}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={quantities[p.id] ?? 0}
                onChange={(value) => onChange(p.id, Number(value) || 0)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
