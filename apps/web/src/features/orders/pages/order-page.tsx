import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ordersUrl } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOrder } from '../api/get-order.ts';
import { BuyerCard } from '../components/buyer-card.tsx';
import { CrmCard } from '../components/crm-card.tsx';
import { MoneyBreakdown } from '../components/money-breakdown.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { OrderOverview } from '../components/order-overview.tsx';
import { parseOrdersType } from '../components/orders-type.ts';
import { RawData } from '../components/raw-data.tsx';
import { SellerNote } from '../components/seller-note.tsx';
import { TrackCard } from '../components/track-card.tsx';

const idFrom = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

function OrderDetail({ order }: { order: Order }) {
  const canWrite = useCan('integrations.write');
  return (
    <Stack gap="md">
      <OrderActions order={order} />
      <OrderOverview order={order} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BuyerCard order={order} />
        <MoneyBreakdown order={order} />
      </SimpleGrid>
      <OrderLines order={order} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SellerNote order={order} canWrite={canWrite} />
        <CrmCard order={order} canWrite={canWrite} />
      </SimpleGrid>
      <TrackCard order={order} />
      <RawData raw={order.raw} />
    </Stack>
  );
}

/** /orders/{type}/{order_id} (§2, §3 Order): every field of the order, the seller's note and CRM, track, cancel. */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const params = useParams();
  const type = parseOrdersType(params.type);
  const id = idFrom(params.orderId);
  const order = useOrder(id);
  // Another seller's order answers 404 like one that does not exist.
  if (!type || !id || (order.error instanceof ApiError && order.error.status === 404)) return <OrderNotFound />;

  const data = order.data;
  return (
    <Page
      title={data ? t('detail.title', { number: data.number }) : t('detail.title_plain')}
      caption={data ? `${t(`kinds.${data.kind}`)} · ${data.shop_name} · ${data.internal_number}` : undefined}
      back={ordersUrl(type)}
      loading={order.isPending}
    >
      {order.isError && !data && (
        <Alert color="red" variant="light" role="alert" title={errorMessage(order.error, t)}>
          <Button size="xs" variant="light" color="red" onClick={() => void order.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {data && <OrderDetail order={data} />}
    </Page>
  );
}
