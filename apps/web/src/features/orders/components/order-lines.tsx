import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { useOrderMoney } from './order-money.ts';
import { SectionCard } from './section-card.tsx';

type Line = Order['lines'][number];

/** /products?product={id} opens the product's card beside the catalogue. */
const productUrl = (id: number) => `${paths.products}?${new URLSearchParams({ product: String(id) })}`;

/** What was bought: each line as the marketplace sent it, and the seller's product its SKU matched. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney();
  const dash = (value: string | null) =>
    value ?? (
      <Text span size="sm" c="gray.7">
        —
      </Text>
    );
  const columns: DataColumn<Line>[] = [
    {
      id: 'title',
      header: t('lines.title'),
      keyFact: true,
      rowHeader: true,
      cell: (line) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {line.title}
          </Text>
          {line.product_id !== null && (
            <Anchor component={Link} to={productUrl(line.product_id)} size="xs">
              {t('lines.product')}
            </Anchor>
          )}
        </Stack>
      ),
    },
    { id: 'sku', header: t('lines.sku'), cell: (line) => dash(line.sku) },
    { id: 'variation', header: t('lines.variation'), cell: (line) => dash(line.variation) },
    { id: 'personalization', header: t('lines.personalization'), cell: (line) => dash(line.personalization) },
    { id: 'quantity', header: t('lines.quantity'), align: 'right', keyFact: true, cell: (line) => line.quantity },
    { id: 'price', header: t('lines.price'), align: 'right', keyFact: true, cell: (line) => money(line.price) },
  ];
  return (
    <SectionCard title={t('lines.heading')}>
      <DataTable
        label={t('lines.table')}
        columns={columns}
        rows={order.lines}
        rowKey={(line) => line.external_id}
        minWidth={760}
      />
    </SectionCard>
  );
}
