import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { shopKindBrands } from '@cabinet/contracts/shops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Facts } from './facts.tsx';
import { TrackStateBadge } from './order-badges.tsx';
import { SectionCard } from './section-card.tsx';
import { TrackParcelList } from './track-parcel-list.tsx';

/** Where the track stands with the marketplace: sent, refused (and why), failed and retried; each parcel's items. */
export function TrackCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { track } = order;
  const none = (
    <Text span size="sm" c="gray.7">
      —
    </Text>
  );
  const failed = track.state === 'refused' || track.state === 'failed';
  // Shipped at the marketplace by the seller and no track of ours: say so, rather than look unsent.
  const shippedThere = track.state === 'none' && (order.status === 'shipped' || order.status === 'completed');
  return (
    <SectionCard title={t('track.heading')}>
      <Facts
        cols={4}
        facts={[
          [t('track_state.label'), <TrackStateBadge state={track.state} />],
          [t('track.numbers'), track.numbers.length > 0 ? track.numbers.join(', ') : none],
          [t('track.carrier'), track.carrier ? t(`carriers.${track.carrier}`, { defaultValue: track.carrier }) : none],
          [t('track.sent_at'), track.sent_at ? formatDateTime(track.sent_at) : none],
          [t('track.attempts'), String(track.attempts)],
        ]}
      />
      {track.packages.length > 0 && <TrackParcelList order={order} />}
      {shippedThere && (
        <Text size="sm" c="gray.7">
          {t('track.shipped_at_marketplace', { marketplace: shopKindBrands[order.kind] })}
        </Text>
      )}
      {track.message && (
        <Alert color={failed ? 'red' : 'blue'} variant="light" title={t(`track.message_${failed ? 'failed' : 'info'}`)}>
          {track.message}
        </Alert>
      )}
    </SectionCard>
  );
}
