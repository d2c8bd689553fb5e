import { Button, Group, Image, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockProduct } from '@cabinet/contracts/warehouse-stock';
import { formatMoney } from '../../../shared/lib/format.ts';
import { productTitle } from './product-title.ts';
import { StockStateBadge } from './stock-state-badge.tsx';

interface Props {
  products: StockProduct[];
  /** Double-clicking a row (or its button) adds the product to a parcel being created (§9). */
  onAddToParcel: (product: StockProduct) => void;
}

/** The seller's stock: product, HS code, cost, quantities and state. */
export function StockTable({ products, onAddToParcel }: Props) {
  const { t, i18n } = useTranslation('warehouse-stock');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.product')}</Table.Th>
            <Table.Th>{t('list.hs_code')}</Table.Th>
            <Table.Th>{t('list.cost')}</Table.Th>
            <Table.Th ta="right">{t('list.in_stock')}</Table.Th>
            <Table.Th ta="right">{t('list.on_the_way')}</Table.Th>
            <Table.Th ta="right">{t('list.reserved')}</Table.Th>
            <Table.Th ta="right">{t('list.available')}</Table.Th>
            <Table.Th>{t('list.state')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr
              key={p.id}
              data-testid={`stock-${p.sku}`}
              onDoubleClick={() => onAddToParcel(p)}
              style={{ cursor: 'pointer', userSelect: 'none' }}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {p.thumb_url && <Image src={p.thumb_url} alt="" w={40} h={40} radius="sm" fit="cover" />}
                  <div>
                    <Text size="sm" fw={600}>
                      {p.sku}
                    </Text>
                    <Text size="sm">{productTitle(p, i18n.language)}</Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{p.hs_code ?? '—'}</Table.Td>
              <Table.Td>{formatMoney(p.cost)}</Table.Td>
              <Table.Td ta="right">{p.in_stock}</Table.Td>
              <Table.Td ta="right">{p.on_the_way}</Table.Td>
              <Table.Td ta="right">{p.reserved}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {p.available}
              </Table.Td>
              <Table.Td>
                <StockStateBadge state={p.state} reason={p.state_reason} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onAddToParcel(p)}
                  aria-label={t('list.add_label', { sku: p.sku })}
                >
                  {t('list.add')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
