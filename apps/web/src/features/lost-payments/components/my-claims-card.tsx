import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Claim } from '@cabinet/contracts/lost-payments';
import { formatDate } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { downloadMyClaimFile, useMyClaims } from '../api/lost-payments.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { claimCommentColumn, claimPaymentColumn } from './lost-payment-columns.tsx';

/** The decision on a claim: its status and date, and why it was rejected. */
function ClaimDecision({ claim: c }: { claim: Claim }) {
  const { t } = useTranslation('lost-payments');
  return (
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
  );
}

/** The seller's own claims, newest first, with the proof they sent and the decision. */
export function MyClaimsCard({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { t } = useTranslation('lost-payments');
  const claims = useMyClaims(page);
  const columns: DataColumn<Claim>[] = [
    { id: 'claimed_on', header: t('lost.claimed_on'), cell: (c) => formatDate(c.created_at) },
    claimPaymentColumn(t),
    claimCommentColumn(t, downloadMyClaimFile),
    { id: 'status', header: t('lost.status'), keyFact: true, cell: (c) => <ClaimDecision claim={c} /> },
  ];
  return (
    <ListCard
      title={t('lost.my_claims')}
      empty={claims.data?.claims.length === 0}
      emptyText={t('lost.claims_empty')}
      query={claims}
      pager={{ page, pages: pageCount(claims.data), onChange: onPage }}
    >
      <DataTable
        label={t('lost.my_claims')}
        columns={columns}
        rows={claims.data?.claims ?? []}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': `claim-${c.id}` })}
        minWidth={720}
      />
    </ListCard>
  );
}
