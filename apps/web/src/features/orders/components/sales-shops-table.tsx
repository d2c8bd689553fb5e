import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesStats } from '@cabinet/contracts/orders';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { SalesChangeText } from './sales-change-text.tsx';
import { usd } from './sales-figures.tsx';

type ShopSales = SalesStats['shops'][number];

/** The same figures per shop; the change is the revenue's, against the period before. */
export function SalesShopsTable({ shops }: { shops: ShopSales[] }) {
  const { t } = useTranslation('orders');
  const columns: DataColumn<ShopSales>[] = [
    {
      id: 'shop',
      header: t('stats.shop'),
      rowHeader: true,
      keyFact: true,
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm">{s.shop_name}</Text>
          <Text size="xs" c="gray.7">
            {t(`kinds.${s.kind}`)}
          </Text>
        </Stack>
      ),
    },
    { id: 'orders', header: t('stats.orders'), align: 'right', cell: (s) => s.current.orders },
    { id: 'revenue', header: t('stats.revenue'), align: 'right', keyFact: true, cell: (s) => usd(s.current.revenue) },
    { id: 'average', header: t('stats.average_order'), align: 'right', cell: (s) => usd(s.current.average_order) },
    {
      id: 'change',
      header: t('stats.revenue_change'),
      align: 'right',
      keyFact: true,
      cell: (s) => <SalesChangeText current={Number(s.current.revenue)} previous={Number(s.previous.revenue)} />,
    },
  ];
  return (
    <DataTable
      label={t('stats.by_shop')}
      columns={columns}
      rows={shops}
      rowKey={(s) => s.shop_id}
      rowProps={(s) => ({ 'data-testid': `sales-shop-${s.shop_id}` })}
      verticalSpacing="xs"
    />
  );
}
