import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@cabinet/contracts/orders';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { orderUrl, shipmentUrl } from '../../../shared/lib/paths.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { rowSelectColumn } from '../../../shared/ui/row-select-column.tsx';
import {
  CancelRequestedBadge,
  CrmStatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
  TrackStateBadge,
} from './order-badges.tsx';
import { useOrderMoney } from './order-money.ts';
import { OrderUsd } from './order-usd.tsx';
import type { OrdersType } from './orders-type.ts';
import type { RowSelection } from '../../../shared/ui/use-row-selection.ts';
import { canShipInBulk } from './bulk-shippable.ts';

interface Props {
  orders: OrderSummary[];
  type: OrdersType;
  /** The boxes of bulk shipping, for a user who may create shipments. */
  selection?: Pick<RowSelection, 'selected' | 'select'>;
}

/** The orders of one page: each row opens its order (under the list's own type, so that Back returns here). */
export function OrderTable({ orders, type, selection }: Props) {
  const { t } = useTranslation('orders');
  const columns: (DataColumn<OrderSummary> | null)[] = [
    selection
      ? rowSelectColumn({
          rows: orders,
          selected: selection.selected,
          onSelect: selection.select,
          selectAllLabel: t('list.select_all'),
          selectLabel: (o) => t('list.select', { number: o.number }),
          selectable: canShipInBulk,
        })
      : null,
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      rowHeader: true,
      cell: (o) => <NumberCell order={o} type={type} />,
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
          <Text size="sm">{o.buyer_name ?? (o.buyer_erased ? t('list.buyer_erased') : t('list.no_buyer'))}</Text>
        </Group>
      ),
    },
    {
      id: 'total',
      header: t('list.total'),
      align: 'right',
      keyFact: true,
      cell: (o) => <TotalCell order={o} />,
    },
    {
      id: 'status',
      header: t('list.status'),
      keyFact: true,
      // The order's state and its payment side by side in one column: the list fits a laptop screen.
      cell: (o) => (
        <Stack gap={4} align="flex-start">
          <OrderStatusBadge status={o.status} />
          <PaymentStatusBadge status={o.payment_status} />
          {o.cancel_requested && o.status === 'open' && <CancelRequestedBadge />}
        </Stack>
      ),
    },
    { id: 'crm', header: t('list.crm'), cell: (o) => <CrmStatusBadge status={o.crm_status} /> },
    {
      id: 'shipment',
      header: t('list.shipment'),
      cell: (o) => <ShipmentCell order={o} />,
    },
  ];
  return (
    <DataTable
      label={t('list.table')}
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      rowProps={(o) => ({ 'data-testid': `order-${o.id}` })}
      minWidth={960}
    />
  );
}

/** The marketplace's number opens the order; our internal number below it. */
function NumberCell({ order: o, type }: { order: OrderSummary; type: OrdersType }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={orderUrl(type, o.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('list.order_number', { number: o.number })}
      </Anchor>
      <Text size="xs" c="gray.7">
        {o.internal_number}
      </Text>
    </Stack>
  );
}

/** The total in the order's currency, in dollars when it differs, and how many items. */
function TotalCell({ order: o }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(o.total)}
      </Text>
      <OrderUsd order={o} />
      <Text size="xs" c="gray.7">
        {t('list.items_count', { count: o.items_count })}
      </Text>
    </Stack>
  );
}

/** The order's shipment (or that it has none yet) and where its track stands. */
function ShipmentCell({ order: o }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4} align="flex-start">
      {o.shipment ? (
        <Anchor component={Link} to={shipmentUrl(o.shipment.id)} size="sm">
          {o.shipment.number}
        </Anchor>
      ) : (
        // An order the marketplace already shipped or cancelled has nothing left to ship from here.
        o.status === 'open' &&
        !o.fulfilled_by_marketplace && (
          <Text size="sm" c="gray.7">
            {t('list.no_shipment')}
          </Text>
        )
      )}
      {o.track.state !== 'none' && <TrackStateBadge state={o.track.state} labelled />}
    </Stack>
  );
}
