import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus } from '@cabinet/contracts/lost-payments';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import type { ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useOpsClaims } from '../api/ops-lost-payments.ts';
import { opsClaimColumns } from './ops-claim-columns.tsx';
import { StatusFilter } from './status-filter.tsx';
import { useClaimDecisions } from './use-claim-decisions.ts';

/** Sellers' claims by status (pending first): approve one, or reject it with a reason. */
export function OpsClaimsCard({
  status,
  page,
  onFilter,
  onPage,
  askReason,
}: {
  status: string | undefined;
  page: number;
  onFilter(status: string): void;
  onPage(page: number): void;
  askReason(request: ReasonRequest): void;
}) {
  const { t } = useTranslation('lost-payments');
  const claims = useOpsClaims({ page, status: status === 'all' ? undefined : (status as ClaimStatus) });
  const { approve, reject } = useClaimDecisions(askReason);
  const columns = opsClaimColumns(
    t,
    (c) =>
      c.status === 'pending' && (
        <Group gap="xs">
          <Button size="compact-sm" color="teal" onClick={() => void approve(c)}>
            {t('ops.approve')}
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => reject(c)}>
            {t('ops.reject')}
          </Button>
        </Group>
      ),
  );
  return (
    <ListCard
      title={t('ops.claims')}
      actions={
        <StatusFilter
          label={t('lost.status')}
          options={[
            { value: 'pending', label: t('claim_status.pending') },
            { value: 'approved', label: t('claim_status.approved') },
            { value: 'rejected', label: t('claim_status.rejected') },
            { value: 'all', label: t('list.all_statuses') },
          ]}
          value={status ?? 'pending'}
          onChange={onFilter}
        />
      }
      empty={claims.data?.claims.length === 0}
      query={claims}
      pager={{ page, pages: pageCount(claims.data), onChange: onPage }}
    >
      <DataTable
        label={t('ops.claims')}
        columns={columns}
        rows={claims.data?.claims ?? []}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': `ops-claim-${c.id}` })}
        minWidth={900}
      />
    </ListCard>
  );
}
