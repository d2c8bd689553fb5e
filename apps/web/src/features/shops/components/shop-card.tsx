import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopKindBrands, type Shop } from '@cabinet/contracts/shops';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { ordersUrl } from '../../../shared/lib/paths.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { ConfiguredBadge, ShopStatusBadge, SyncStateBadge } from './shop-badges.tsx';
import { marketplaceDisplay } from '../marketplace-display.ts';
import { ShopActions } from './shop-actions.tsx';

interface Props {
  shop: Shop;
  canWrite: boolean;
  onReconnect(shop: Shop): void;
  reconnecting: boolean;
}

/** One connected shop: its state at the marketplace, its import, its orders, and what the seller can do with it. */
export function ShopCard({ shop, canWrite, onReconnect, reconnecting }: Props) {
  const { t } = useTranslation('shops');
  const display = marketplaceDisplay[shop.kind];
  return (
    <Card withBorder padding="md" component="article" aria-label={shop.name} data-testid={`shop-${shop.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Anchor href={shop.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {shop.name}
            </Anchor>
            <ShopStatusBadge status={shop.status} />
            {display.showsConfigured && <ConfiguredBadge configured={shop.configured} />}
          </Group>
          <SyncStateBadge state={shop.sync_state} />
        </Group>
        {shop.status === 'reconnect' && (
          <Text size="sm" c="orange.9">
            {t('shop.reconnect_hint')}
          </Text>
        )}
        <AuthorisationLine shop={shop} />
        <Text size="sm" c="gray.7">
          {shop.last_synced_at
            ? t('shop.last_synced', { time: formatDateTime(shop.last_synced_at) })
            : t('shop.never_synced')}
        </Text>
        {shop.sync_state === 'failed' && shop.sync_error && (
          <Text size="sm" c="red.9">
            {t('shop.sync_error', { error: shop.sync_error })}
          </Text>
        )}
        <Anchor component={Link} to={ordersUrl(shop.kind)} size="sm">
          {t('shop.orders', { count: shop.orders_count })}
        </Anchor>
        {shop.track_mode !== null && !shop.tracking_permitted && (
          <Banner level="warning">{t('tracking.not_permitted')}</Banner>
        )}
        {shop.personal_data_withheld_since && (
          <Banner level="warning">{t(display.withheld, { brand: shopKindBrands[shop.kind] })}</Banner>
        )}
        {canWrite && <ShopActions shop={shop} onReconnect={onReconnect} reconnecting={reconnecting} />}
      </Stack>
    </Card>
  );
}

/** Amazon asks to re-authorise once a year; eBay's authorisation simply ends (§3 auction-type expiry). */
function AuthorisationLine({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shops');
  const line = marketplaceDisplay[shop.kind].authorisationEnd;
  if (!shop.authorization_expires_at || !line) return null;
  return <Text size="sm">{t(line, { date: formatDate(shop.authorization_expires_at) })}</Text>;
}
