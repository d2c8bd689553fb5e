import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyOf } from '@cabinet/contracts/money-math';
import { CLAIM_HANDLING_FEE_MINOR, type UnidentifiedPackage } from '@cabinet/contracts/us-package-claims';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useUnidentifiedPackages } from '../api/package-claims.ts';
import { PACKAGES_ON_PAGE } from '../api/package-keys.ts';
import { ClaimPackageDialog } from '../components/claim-package-dialog.tsx';
import { CLAIM_COLORS } from '../components/use-claim-columns.tsx';
import { LabelThumb } from '../components/label-thumb.tsx';

const fee = formatMoney(moneyOf(CLAIM_HANDLING_FEE_MINOR));

/** /lost-orders (§2): packages that came without a recognisable suite; the seller claims theirs with proof. */
export function LostOrdersPage() {
  const { t } = useTranslation('us-packages');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const pool = useUnidentifiedPackages(filters.page);
  const [claiming, setClaiming] = useState<UnidentifiedPackage | null>(null);
  const pages = pool.data ? Math.ceil(pool.data.total / PACKAGES_ON_PAGE) : 0;
  const columns: DataColumn<UnidentifiedPackage>[] = [
    { id: 'label', header: t('pool.label'), cell: (p) => <LabelThumb id={p.id} tail={p.tracking_tail} /> },
    {
      id: 'package',
      header: t('columns.tracking'),
      keyFact: true,
      cell: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.carrier}
          </Text>
          <Text size="xs" c="gray.7">
            {t('pool.tail', { tail: p.tracking_tail })}
          </Text>
        </>
      ),
    },
    { id: 'arrived', header: t('columns.arrived'), cell: (p) => formatDate(p.arrived_at) },
    {
      id: 'claim',
      header: t('pool.my_claim'),
      keyFact: true,
      action: true,
      cell: (p) =>
        p.my_claim?.status === 'pending' ? (
          <Badge color={CLAIM_COLORS.pending} variant="light">
            {t('pool.under_review')}
          </Badge>
        ) : (
          <>
            {p.my_claim?.status === 'rejected' && (
              <Text size="xs" c="gray.7">
                {t('pool.refused', { reason: p.my_claim.reason ?? t('pool.another_seller') })}
              </Text>
            )}
            <Button
              size="compact-sm"
              onClick={() => setClaiming(p)}
              aria-label={t('pool.claim_label', { carrier: p.carrier, tail: p.tracking_tail })}
            >
              {t('pool.claim')}
            </Button>
          </>
        ),
    },
  ];
  return (
    <Page title={t('pool.title')} caption={t('pool.caption', { fee })}>
      <ListCard
        empty={pool.data?.packages.length === 0}
        emptyText={t('pool.empty')}
        query={pool}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('pool.title')}
          columns={columns}
          rows={pool.data?.packages ?? []}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': `unidentified-${p.id}` })}
          minWidth={720}
        />
      </ListCard>
      <ClaimPackageDialog pkg={claiming} onClose={() => setClaiming(null)} />
    </Page>
  );
}
