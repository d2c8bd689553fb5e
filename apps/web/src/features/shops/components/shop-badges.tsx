import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';

const STATUS_COLORS: Record<Shop['status'], string> = { connected: 'teal', reconnect: 'orange' };
const SYNC_COLORS: Record<Shop['sync_state'], string> = {
  idle: 'gray',
  queued: 'blue',
  running: 'blue',
  failed: 'red',
};

/** Connected, or the marketplace no longer takes our authorisation and the seller must connect again. */
export function ShopStatusBadge({ status }: { status: Shop['status'] }) {
  const { t } = useTranslation('shops');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`shop_status.${status}`)}
    </Badge>
  );
}

/** §4: an Amazon shop is configured once it has its refresh token, selling partner and marketplace. */
export function ConfiguredBadge({ configured }: { configured: boolean }) {
  const { t } = useTranslation('shops');
  return (
    <Badge color={configured ? 'teal' : 'yellow'} variant="outline">
      {configured ? t('shop.configured') : t('shop.not_configured')}
    </Badge>
  );
}

export function SyncStateBadge({ state }: { state: Shop['sync_state'] }) {
  const { t } = useTranslation('shops');
  return (
    <Badge color={SYNC_COLORS[state]} variant="dot">
      {t(`sync_state.${state}`)}
    </Badge>
  );
}
