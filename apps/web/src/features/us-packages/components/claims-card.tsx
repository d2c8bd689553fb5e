import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  packageClaimStatuses,
  type OpsPackageClaim,
  type PackageClaimStatus,
} from '@cabinet/contracts/us-package-claims';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsPackageClaims } from '../api/package-claims.ts';
import { RefuseClaimDialog } from './refuse-claim-dialog.tsx';
import { useClaimColumns } from './use-claim-columns.tsx';

/** Claims on unidentified packages: approve gives the package and charges the handling fee; refuse needs a reason. */
export function ClaimsCard() {
  const { t } = useTranslation('us-packages');
  const { filters, setFilters } = useListFilters<{ claims: string; claims_page: number }>(
    { numbers: ['claims_page'] },
    { claims: 'pending', claims_page: 1 },
  );
  const status = packageClaimStatuses.find((s) => s === filters.claims) ?? 'pending';
  const page = filters.claims_page;
  const claims = useOpsPackageClaims({ page, status });
  const [refusing, setRefusing] = useState<OpsPackageClaim | null>(null);
  const columns = useClaimColumns(setRefusing);
  return (
    <>
      <ListCard
        title={t('claims.title')}
        caption={t('claims.caption')}
        actions={
          <SegmentedControl
            aria-label={t('claims.status')}
            value={status}
            onChange={(value) => setFilters({ claims: value as PackageClaimStatus, claims_page: 1 })}
            data={packageClaimStatuses.map((s) => ({ value: s, label: t(`claim_status.${s}`) }))}
          />
        }
        empty={claims.data?.claims.length === 0}
        emptyText={t('claims.empty')}
        query={claims}
        pager={{ page, pages: pageCount(claims.data), onChange: (claims_page) => setFilters({ claims_page }) }}
      >
        <DataTable
          label={t('claims.title')}
          columns={columns}
          rows={claims.data?.claims ?? []}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ 'data-testid': `claim-${c.package.tracking_number}` })}
          minWidth={860}
        />
      </ListCard>
      <RefuseClaimDialog claim={refusing} onClose={() => setRefusing(null)} />
    </>
  );
}
