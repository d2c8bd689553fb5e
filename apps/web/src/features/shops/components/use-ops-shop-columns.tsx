import { Anchor, Badge, Button, Code, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsSync, type OpsShop } from '../api/ops-shops.ts';
import { marketplaceDisplay } from '../marketplace-display.ts';

const SYNC_COLORS: Record<OpsShop['sync_state'], string> = {
  idle: 'gray',
  queued: 'blue',
  running: 'blue',
  failed: 'red',
};

/** The shops' columns: the shop, its status, its import, the last failure, orders, and Sync again. */
export function useOpsShopColumns(): DataColumn<OpsShop>[] {
  const { t } = useTranslation('shops');
  const sync = useOpsSync();

  const onSync = async (shop: OpsShop) => {
    try {
      await sync.mutateAsync(shop.id);
      notifySuccess(t('ops.shops.sync_started', { name: shop.name, email: shop.account_email }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return [
    {
      id: 'shop',
      header: t('ops.shops.shop'),
      keyFact: true,
      rowHeader: true,
      cell: (s) => <ShopCell shop={s} />,
    },
    {
      id: 'status',
      header: t('ops.shops.status'),
      keyFact: true,
      cell: (s) => <StatusCell shop={s} />,
    },
    {
      id: 'sync',
      header: t('ops.shops.sync'),
      keyFact: true,
      cell: (s) => <SyncCell shop={s} />,
    },
    { id: 'error', header: t('ops.shops.last_error'), cell: (s) => <LastError shop={s} /> },
    { id: 'orders', header: t('ops.shops.orders'), align: 'right', cell: (s) => s.orders_count },
    {
      id: 'actions',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (s) =>
        s.status === 'connected' && (
          <Button
            size="compact-sm"
            variant="light"
            loading={sync.isPending && sync.variables === s.id}
            onClick={() => void onSync(s)}
            aria-label={t('ops.shops.sync_label', { name: s.name })}
          >
            {t('ops.shops.sync_button')}
          </Button>
        ),
    },
  ];
}

function ShopCell({ shop: s }: { shop: OpsShop }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap={2}>
      <Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
        {s.name}
      </Anchor>
      <Text size="xs" c="gray.7">
        {t(`ops.kinds.${s.kind}`)}
      </Text>
      <SellerLink seller={s.seller} />
    </Stack>
  );
}

/** Connected or not; for Amazon whether it is configured; since when personal data is withheld. */
function StatusCell({ shop: s }: { shop: OpsShop }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={s.status === 'connected' ? 'teal' : 'orange'} variant="light">
        {t(`ops.shop_status.${s.status}`)}
      </Badge>
      {marketplaceDisplay[s.kind].showsConfigured && (
        <Text size="xs">{s.configured ? t('ops.shops.configured') : t('ops.shops.not_configured')}</Text>
      )}
      {s.personal_data_withheld_since && (
        <Text size="xs" c="orange.9">
          {t('ops.shops.personal_data_withheld', { date: formatDate(s.personal_data_withheld_since) })}
        </Text>
      )}
    </Stack>
  );
}

/** The import's state and when it last ran. */
function SyncCell({ shop: s }: { shop: OpsShop }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={SYNC_COLORS[s.sync_state]} variant="dot">
        {t(`ops.sync_state.${s.sync_state}`)}
      </Badge>
      <Text size="xs" c="gray.7">
        {s.last_synced_at ? formatDateTime(s.last_synced_at) : t('ops.shops.never_synced')}
      </Text>
    </Stack>
  );
}

/** Our message of the last failure, when it happened, and the marketplace's own words for support. */
function LastError({ shop }: { shop: OpsShop }) {
  const { t } = useTranslation('shops');
  if (!shop.last_error_at && !shop.sync_error) return <Text size="sm">{t('ops.shops.no_error')}</Text>;
  return (
    <Stack gap={2}>
      {shop.sync_error && (
        <Text size="sm" c="red.9">
          {shop.sync_error}
        </Text>
      )}
      {shop.last_error_at && (
        <Text size="xs" c="gray.7">
          {formatDateTime(shop.last_error_at)}
        </Text>
      )}
      {shop.last_error_detail && (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shop.last_error_detail}
        </Code>
      )}
    </Stack>
  );
}
