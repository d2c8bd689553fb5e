import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { connectionRequestStatuses, type ConnectionRequest } from '@cabinet/contracts/shops';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsRequests } from '../api/ops-shops.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { isOverdue } from './overdue.ts';
import { useRequestColumns } from './use-request-columns.tsx';

type Filters = { request_page: number; request_status?: string };

/** The statuses to filter by: `open` is new or in progress, those still to answer (the home page links to them). */
const requestFilters = ['open', ...connectionRequestStatuses] as const;
const statusOf = (value: string | undefined) => requestFilters.find((status) => status === value);

/** Sellers' requests to connect a kind of shop we do not connect yet, due in 3 business days (§9). */
export function RequestsCard() {
  const { t } = useTranslation('shops');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['request_page'] }, { request_page: 1 });
  const status = statusOf(filters.request_status);
  const requests = useOpsRequests({ page: filters.request_page, status });
  const [answering, setAnswering] = useState<ConnectionRequest | null>(null);
  const rows = requests.data?.items ?? [];

  const columns = useRequestColumns(setAnswering);

  return (
    <>
      <ListCard
        title={t('ops.requests.title')}
        actions={
          <Select
            label={t('ops.requests.status')}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => setFilters({ request_status: value === 'all' ? null : value, request_page: 1 })}
            data={[
              { value: 'all', label: t('ops.requests.all') },
              ...requestFilters.map((s) => ({ value: s, label: t(`ops.request_status.${s}`) })),
            ]}
            w={180}
          />
        }
        query={requests}
        empty={rows.length === 0}
        emptyText={t('ops.requests.empty')}
        pager={{
          page: filters.request_page,
          pages: pageCount(requests.data),
          onChange: (page) => setFilters({ request_page: page }),
        }}
      >
        <DataTable
          label={t('ops.requests.title')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          rowProps={(r) => ({
            'data-testid': `request-${r.id}`,
            'data-overdue': isOverdue(r) ? 'true' : undefined,
            style: isOverdue(r) ? { background: 'var(--mantine-color-red-0)' } : undefined,
          })}
          minWidth={900}
        />
      </ListCard>
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
