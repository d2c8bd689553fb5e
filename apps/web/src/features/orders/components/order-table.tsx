import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@cabinet/contracts/orders';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { orderUrl, shipmentUrl } from '../../../shared/lib/paths.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { CrmStatusBadge, OrderStatusBadge, PaymentStatusBadge, TrackStateBadge } from './order-badges.tsx';
import { useOrderMoney } from './order-money.ts';
import type { OrdersType } from './orders-type.ts';

/** The orders of one page: each row opens its order (under the list's own type, so that Back returns here). */
export function OrderTable({ orders, type }: { orders: OrderSummary[]; type: OrdersType }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney();
  const columns: DataColumn<OrderSummary>[] = [
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      rowHeader: true,
      cell: (o) => (
        <Stack gap={2}>
          <Anchor component={Link} to={orderUrl(type, o.id)} fw={600} size="sm">
            {t('list.order_number', { number: o.number })}
          </Anchor>
          <Text size="xs" c="gray.7">
            {o.internal_number}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'shop',
      header: t('list.shop'),
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.shop_name}</Text>
          <Text size="xs" c="gray.7">
            {t(`kinds.${o.kind}`)}
          </Text>
        </Stack>
      ),
    },
    { id: 'ordered', header: t('list.ordered_at'), cell: (o) => formatDateTime(o.ordered_at) },
    {
      id: 'buyer',
      header: t('list.buyer'),
      cell: (o) => (
        <Group gap={6} wrap="nowrap">
          {o.country && <CountryFlag code={o.country} />}
          <Text size="sm">{o.buyer_name ?? t('list.no_buyer')}</Text>
        </Group>
      ),
    },
    { id: 'items', header: t('list.items'), align: 'right', cell: (o) => o.items_count },
    { id: 'total', header: t('list.total'), align: 'right', keyFact: true, cell: (o) => money(o.total) },
    { id: 'payment', header: t('list.payment'), cell: (o) => <PaymentStatusBadge status={o.payment_status} /> },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (o) => <OrderStatusBadge status={o.status} /> },
    { id: 'crm', header: t('list.crm'), cell: (o) => <CrmStatusBadge status={o.crm_status} /> },
    {
      id: 'shipment',
      header: t('list.shipment'),
      cell: (o) =>
        o.shipment ? (
          <Anchor component={Link} to={shipmentUrl(o.shipment.id)} size="sm">
            {o.shipment.number}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            {t('list.no_shipment')}
          </Text>
        ),
    },
    { id: 'track', header: t('list.track'), cell: (o) => <TrackStateBadge state={o.track.state} /> },
  ];
  return (
    <DataTable
      label={t('list.table')}
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      rowProps={(o) => ({ 'data-testid': `order-${o.id}` })}
      minWidth={1200}
    />
  );
}
