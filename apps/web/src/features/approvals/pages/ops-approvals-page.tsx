import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalRefuseBodySchema, approvalStatuses, approvalStatusSchema } from '@cabinet/contracts/approvals';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { ReasonDialog, type ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useApprovals } from '../api/approvals.ts';
import { ApprovalActions } from '../components/approval-actions.tsx';
import { approvalColumns } from '../components/approval-columns.tsx';
import { ThresholdCard } from '../components/threshold-card.tsx';
import { useApprovalDecisions } from '../components/use-approval-decisions.ts';

type Filters = { status?: string; page: number };

/** /ops/approvals — four eyes: what waits for a second operator, the decision, and the threshold. */
export function OpsApprovalsPage() {
  const { t } = useTranslation('approvals');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1, status: 'pending' });
  const status = approvalStatusSchema.safeParse(filters.status).data;
  const list = useApprovals({ status, page: filters.page });
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const { approve, refuse } = useApprovalDecisions(setAsking);
  const data = list.data;
  const columns = approvalColumns(t, (a) => (
    <ApprovalActions approval={a} onApprove={(x) => void approve(x)} onRefuse={refuse} />
  ));
  return (
    <ListPage
      title={t('ops.title')}
      caption={t('ops.caption')}
      above={<ThresholdCard />}
      filters={
        <Select
          label={t('ops.filter')}
          data={[
            ...approvalStatuses.map((s) => ({ value: s, label: t(`ops.status.${s}`) })),
            { value: 'all', label: t('ops.all') },
          ]}
          value={status ?? 'all'}
          onChange={(value) => setFilters({ status: value ?? 'all', page: 1 })}
          allowDeselect={false}
          maw={320}
        />
      }
      list={{
        title: t('ops.list'),
        caption: data ? t('ops.waiting', { count: data.pending }) : undefined,
        empty: data?.approvals.length === 0,
        emptyText: t('ops.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        data && (
          <DataTable
            label={t('ops.list')}
            columns={columns}
            rows={data.approvals}
            rowKey={(a) => a.id}
            rowProps={(a) => ({ 'data-testid': `approval-${a.id}` })}
            minWidth={960}
          />
        )
      }
    >
      <ReasonDialog
        request={asking}
        onClose={() => setAsking(null)}
        schema={approvalRefuseBodySchema}
        tooShort={t('ops.reason_short')}
      />
    </ListPage>
  );
}
