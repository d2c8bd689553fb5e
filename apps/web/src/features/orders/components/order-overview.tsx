import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Facts } from './facts.tsx';
import { CrmStatusBadge, OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { SectionCard } from './section-card.tsx';

/** The order's identity (the marketplace's number and ours, the shop) and where it stands. */
export function OrderOverview({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <SectionCard title={t('detail.overview')}>
      <Facts
        cols={4}
        facts={[
          [t('detail.number'), order.number],
          [t('detail.internal_number'), order.internal_number],
          [t('detail.external_id'), order.external_id],
          [t('detail.shop'), `${t(`kinds.${order.kind}`)} · ${order.shop_name}`],
          [t('detail.ordered_at'), formatDateTime(order.ordered_at)],
          [t('detail.updated_at'), formatDateTime(order.updated_at)],
          [t('status.label'), <OrderStatusBadge status={order.status} />],
          [t('payment_status.label'), <PaymentStatusBadge status={order.payment_status} />],
          [t('crm_status.label'), <CrmStatusBadge status={order.crm_status} />],
        ]}
      />
    </SectionCard>
  );
}
