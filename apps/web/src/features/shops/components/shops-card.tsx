import { Anchor, Badge, Button, Code, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shopKindSchema } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsShops, useOpsSync, type OpsShop } from '../api/ops-shops.ts';
import { ShopFilters } from './shop-filters.tsx';

type Filters = { page: number; kind?: string; failing?: boolean; q?: string };

const SYNC_COLORS: Record<OpsShop['sync_state'], string> = {
  idle: 'gray',
  queued: 'blue',
  running: 'blue',
  failed: 'red',
};

/** Every seller's shops with their import's state and last failure; a sync can be run again from here. */
export function ShopsCard() {
  const { t } = useTranslation('shops');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'], booleans: ['failing'] }, { page: 1 });
  const shops = useOpsShops({
    page: filters.page,
    kind: shopKindSchema.safeParse(filters.kind).data,
    failing: filters.failing ? 'true' : undefined,
    q: filters.q,
  });
  const sync = useOpsSync();
  const rows = shops.data?.items ?? [];

  const onSync = async (shop: OpsShop) => {
    try {
      await sync.mutateAsync(shop.id);
      notifySuccess(t('ops.shops.sync_started', { name: shop.name, email: shop.account_email }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const columns: DataColumn<OpsShop>[] = [
    {
      id: 'shop',
      header: t('ops.shops.shop'),
      keyFact: true,
      rowHeader: true,
      cell: (s) => (
        <Stack gap={2}>
          <Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {s.name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {t(`ops.kinds.${s.kind}`)} · {s.account_email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('ops.shops.status'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={4} align="flex-start">
          <Badge color={s.status === 'connected' ? 'teal' : 'orange'} variant="light">
            {t(`ops.shop_status.${s.status}`)}
          </Badge>
          {s.kind === 'amazon' && (
            <Text size="xs">{s.configured ? t('ops.shops.configured') : t('ops.shops.not_configured')}</Text>
          )}
          {s.personal_data_withheld_since && (
            <Text size="xs" c="orange.9">
              {t('ops.shops.personal_data_withheld', { date: formatDate(s.personal_data_withheld_since) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'sync',
      header: t('ops.shops.sync'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={2} align="flex-start">
          <Badge color={SYNC_COLORS[s.sync_state]} variant="dot">
            {t(`ops.sync_state.${s.sync_state}`)}
          </Badge>
          <Text size="xs" c="gray.7">
            {s.last_synced_at ? formatDateTime(s.last_synced_at) : t('ops.shops.never_synced')}
          </Text>
        </Stack>
      ),
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

  return (
    <Stack gap="sm" component="section" aria-labelledby="ops-shops-title">
      <Title order={2} size="h3" id="ops-shops-title">
        {t('ops.shops.title')}
      </Title>
      <ShopFilters filters={filters} onChange={(next) => setFilters({ ...next, page: 1 })} />
      <ListCard
        query={shops}
        empty={rows.length === 0}
        emptyText={t('ops.shops.empty')}
        pager={{ page: filters.page, pages: pageCount(shops.data), onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('ops.shops.title')}
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `ops-shop-${s.id}` })}
          minWidth={960}
        />
      </ListCard>
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
