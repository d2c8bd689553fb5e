import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsSellerDeskUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useOpsShops, type OpsShop } from '../api/ops-shops.ts';

const LATEST = 5;

/** The seller's page, shops: the connected shops with their state and last failure; the desk runs a sync again. */
export function SellerShopsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('shops');
  const shops = useOpsShops({ page: 1, account_id: accountId }, LATEST);
  const columns: DataColumn<OpsShop>[] = [
    {
      id: 'shop',
      header: t('ops.shops.shop'),
      keyFact: true,
      cell: (s) => (
        <>
          <Text size="sm" fw={600}>
            {s.name}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`ops.kinds.${s.kind}`)}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: t('ops.shops.status'),
      keyFact: true,
      cell: (s) => (
        <Badge color={s.status === 'connected' ? 'teal' : 'orange'} variant="light">
          {t(`ops.shop_status.${s.status}`)}
        </Badge>
      ),
    },
    {
      id: 'error',
      header: t('ops.shops.last_error'),
      cell: (s) => (s.last_error_at ? formatDateTime(s.last_error_at) : t('ops.shops.no_error')),
    },
  ];
  return (
    <ListCard
      title={t('ops.seller_section.title')}
      actions={
        <Anchor component={Link} to={opsSellerDeskUrl(paths.opsShops, accountId)} size="sm">
          {t('ops.seller_section.all')}
        </Anchor>
      }
      empty={shops.data?.items.length === 0}
      emptyText={t('ops.seller_section.empty')}
      query={shops}
    >
      <DataTable
        label={t('ops.seller_section.title')}
        columns={columns}
        rows={shops.data?.items ?? []}
        rowKey={(s) => s.id}
        minWidth={480}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
