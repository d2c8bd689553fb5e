import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Claim, LostPayment } from '@cabinet/contracts/lost-payments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadMyClaimFile, useLostPayments, useMyClaims } from '../api/lost-payments.ts';
import { ClaimDialog } from '../components/claim-dialog.tsx';
import { ClaimStatusBadge } from '../components/claim-status-badge.tsx';
import { FileLinks } from '../components/file-links.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';

/** /lost-payments/ — money nobody could match: the seller recognises theirs and claims it with proof (§4, §5). */
export function LostPaymentsPage() {
  const { t } = useTranslation('lost-payments');
  const canWrite = useCan('money.write');
  const { filters, setFilters } = useListFilters<{ page: number; claims_page: number }>(
    { numbers: ['page', 'claims_page'] },
    { page: 1, claims_page: 1 },
  );
  const open = useLostPayments(filters.page);
  const claims = useMyClaims(filters.claims_page);
  const [claiming, setClaiming] = useState<LostPayment | null>(null);

  const paymentColumns: DataColumn<LostPayment>[] = [
    { id: 'date', header: t('lost.date'), keyFact: true, cell: (p) => formatDate(p.date) },
    { id: 'payer', header: t('lost.payer'), cell: (p) => p.payer },
    { id: 'details', header: t('lost.details'), cell: (p) => p.details },
    { id: 'amount', header: t('lost.amount'), keyFact: true, align: 'right', cell: (p) => formatMoney(p.amount) },
    {
      id: 'claim',
      header: t('lost.claim'),
      action: true,
      align: 'right',
      cell: (p) =>
        p.my_claim_id ? (
          <Badge color="yellow" variant="light">
            {t('lost.claimed')}
          </Badge>
        ) : (
          canWrite && (
            <Button
              size="compact-sm"
              onClick={() => setClaiming(p)}
              aria-label={t('lost.claim_label', { amount: formatMoney(p.amount), date: formatDate(p.date) })}
            >
              {t('lost.claim')}
            </Button>
          )
        ),
    },
  ];

  const claimColumns: DataColumn<Claim>[] = [
    { id: 'claimed_on', header: t('lost.claimed_on'), cell: (c) => formatDate(c.created_at) },
    {
      id: 'payment',
      header: t('lost.payment'),
      keyFact: true,
      cell: (c) => (
        <>
          <Text size="sm" fw={500}>
            {formatMoney(c.payment.amount)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDate(c.payment.date)} · {c.payment.payer}
          </Text>
        </>
      ),
    },
    {
      id: 'comment',
      header: t('lost.comment'),
      cell: (c) => (
        <Stack gap={4}>
          <Text size="sm">{c.comment}</Text>
          <FileLinks files={c.files} load={(fileId) => downloadMyClaimFile(c.id, fileId)} />
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('lost.status'),
      keyFact: true,
      cell: (c) => (
        <Stack gap={4}>
          <ClaimStatusBadge status={c.status} />
          {c.decided_at && (
            <Text size="xs" c="gray.7">
              {formatDate(c.decided_at)}
            </Text>
          )}
          {c.assigned_elsewhere && (
            <Text size="xs" c="red.8">
              {t('lost.assigned_elsewhere')}
            </Text>
          )}
          {c.reason && (
            <Text size="xs" c="red.8">
              {t('lost.reason', { reason: c.reason })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Page title={t('lost.title')} caption={t('lost.caption')}>
      <Stack gap="md">
        <ListCard
          title={t('lost.open')}
          caption={t('lost.open_caption')}
          empty={open.data?.payments.length === 0}
          emptyText={t('lost.open_empty')}
          query={open}
          pager={{ page: filters.page, pages: pageCount(open.data), onChange: (page) => setFilters({ page }) }}
        >
          <DataTable
            label={t('lost.open')}
            columns={paymentColumns}
            rows={open.data?.payments ?? []}
            rowKey={(p) => p.id}
            minWidth={640}
            verticalSpacing="xs"
          />
        </ListCard>

        <ListCard
          title={t('lost.my_claims')}
          empty={claims.data?.claims.length === 0}
          emptyText={t('lost.claims_empty')}
          query={claims}
          pager={{
            page: filters.claims_page,
            pages: pageCount(claims.data),
            onChange: (claims_page) => setFilters({ claims_page }),
          }}
        >
          <DataTable
            label={t('lost.my_claims')}
            columns={claimColumns}
            rows={claims.data?.claims ?? []}
            rowKey={(c) => c.id}
            rowProps={(c) => ({ 'data-testid': `claim-${c.id}` })}
            minWidth={720}
          />
        </ListCard>
      </Stack>
      <ClaimDialog payment={claiming} onClose={() => setClaiming(null)} />
    </Page>
  );
}
