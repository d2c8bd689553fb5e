import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { claimStatuses, type ReturnClaimStatus } from '@cabinet/contracts/returns';
import type { OpsReturnClaim } from '@cabinet/contracts/returns-ops';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsReturnClaims } from '../api/ops-returns.ts';
import { RejectClaimDialog } from './reject-claim-dialog.tsx';
import { useClaimColumns } from './use-claim-columns.tsx';

/** Claims on unidentified returns: the seller's message and proof; approve gives the return, reject needs a reason. */
export function ClaimsCard() {
  const { t } = useTranslation('returns');
  const { filters, setFilters } = useListFilters<{ claims: string; claims_page: number }>(
    { numbers: ['claims_page'] },
    { claims: 'pending', claims_page: 1 },
  );
  const status = claimStatuses.find((s) => s === filters.claims) ?? 'pending';
  const page = filters.claims_page;
  const setPage = (claims_page: number) => setFilters({ claims_page });
  const claims = useOpsReturnClaims({ page, status });
  const [rejecting, setRejecting] = useState<OpsReturnClaim | null>(null);

  const columns = useClaimColumns(setRejecting);

  return (
    <>
      <ListCard
        title={t('ops.claims.title')}
        actions={
          <SegmentedControl
            aria-label={t('ops.claims.status')}
            value={status}
            onChange={(value) => setFilters({ claims: value as ReturnClaimStatus, claims_page: 1 })}
            data={claimStatuses.map((s) => ({ value: s, label: t(`ops.claim_status.${s}`) }))}
          />
        }
        empty={claims.data?.claims.length === 0}
        emptyText={t('ops.claims.empty')}
        query={claims}
        pager={{ page, pages: pageCount(claims.data), onChange: setPage }}
      >
        <DataTable
          label={t('ops.claims.title')}
          columns={columns}
          rows={claims.data?.claims ?? []}
          rowKey={(claim) => claim.id}
          rowProps={(claim) => ({ 'data-testid': `claim-${claim.return_number}` })}
          minWidth={760}
        />
      </ListCard>
      <RejectClaimDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
