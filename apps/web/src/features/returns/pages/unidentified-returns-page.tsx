import { Badge, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnidentifiedReturn } from '@cabinet/contracts/returns';
import { formatDate } from '../../../shared/lib/format.ts';
import { returnClaimUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useUnidentifiedReturns } from '../api/unidentified-returns.ts';
import { ReturnItems } from '../components/return-items.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** /shipments/returns/unidentified (§2): returns nobody could match; a seller claims theirs with proof. */
export function UnidentifiedReturnsPage() {
  const { t } = useTranslation('returns');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const list = useUnidentifiedReturns(filters.page);
  const columns: DataColumn<UnidentifiedReturn>[] = [
    {
      id: 'number',
      header: t('unidentified.number'),
      keyFact: true,
      cell: (ret) => (
        <Text size="sm" fw={600} span>
          {ret.number}
        </Text>
      ),
    },
    { id: 'arrived', header: t('unidentified.arrived'), cell: (ret) => formatDate(ret.arrived_at) },
    {
      id: 'carrier',
      header: t('unidentified.carrier'),
      keyFact: true,
      cell: (ret) => t('unidentified.tracking_tail', { carrier: ret.carrier, tail: ret.tracking_tail }),
    },
    { id: 'note', header: t('unidentified.note'), cell: (ret) => ret.note },
    { id: 'items', header: t('unidentified.items'), cell: (ret) => <ReturnItems items={ret.items} /> },
    {
      id: 'claim',
      header: t('unidentified.claim'),
      action: true,
      align: 'right',
      cell: (ret) =>
        ret.my_claim?.status === 'pending' ? (
          <Badge color="yellow" variant="light">
            {t('unidentified.claim_pending')}
          </Badge>
        ) : (
          <Stack gap={4} align="flex-end">
            {ret.my_claim?.status === 'rejected' && (
              <Text size="xs" c="red.8">
                {t('unidentified.claim_rejected')}
                {ret.my_claim.reason ? `. ${t('unidentified.reason', { reason: ret.my_claim.reason })}` : ''}
              </Text>
            )}
            <Can permission="shipments.write">
              <Button
                size="compact-sm"
                component={Link}
                to={returnClaimUrl(ret.id)}
                aria-label={t('unidentified.claim_label', { number: ret.number })}
              >
                {t('unidentified.claim')}
              </Button>
            </Can>
          </Stack>
        ),
    },
  ];

  return (
    <Page title={t('unidentified.title')} caption={t('unidentified.caption')}>
      <ListCard
        empty={list.data?.returns.length === 0}
        emptyText={t('unidentified.empty')}
        query={list}
        pager={{ page: filters.page, pages: pageCount(list.data), onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('unidentified.title')}
          columns={columns}
          rows={list.data?.returns ?? []}
          rowKey={(ret) => ret.id}
          rowProps={(ret) => ({ 'data-testid': `unidentified-${ret.number}` })}
          minWidth={760}
        />
      </ListCard>
    </Page>
  );
}
